import { describe, expect, it } from 'vitest';
import { GrrafError } from '../errors.js';
import { parseModelSpec } from './model-spec.js';

const flag = { name: '--model' };

describe('parseModelSpec', () => {
  it('splits at the first colon so model ids may contain colons', () => {
    expect(parseModelSpec('ollama:llama3.1:8b', flag)).toMatchObject({
      provider: 'ollama',
      modelId: 'llama3.1:8b',
      info: { kind: 'openai-compatible', defaultBaseURL: 'http://127.0.0.1:11434/v1' },
    });
  });

  it('treats a bare .gguf path as a local model', () => {
    expect(parseModelSpec('./models/q.gguf', flag)).toMatchObject({
      provider: 'local',
      modelId: './models/q.gguf',
    });
    expect(parseModelSpec('local:/m/q.GGUF', flag)).toMatchObject({
      provider: 'local',
      modelId: '/m/q.GGUF',
    });
  });

  it('uses the provider default model when only a hosted provider is named', () => {
    expect(parseModelSpec('openai', flag).modelId).toBe('gpt-4o-mini');
  });

  it('names the known providers for an unknown one, and where the spec came from', () => {
    const error = (() => {
      try {
        parseModelSpec('gemini:pro', {
          name: 'grraf.config.json',
          file: '/p/grraf.config.json',
          field: 'model',
        });
      } catch (e) {
        return e as GrrafError;
      }
    })();
    expect(error).toBeInstanceOf(GrrafError);
    expect(error?.code).toBe('config');
    expect(error?.location).toEqual({ file: '/p/grraf.config.json', field: 'model' });
    expect(error?.message).toContain("unknown model provider 'gemini'");
    expect(error?.message).toContain('openai, anthropic, openai-compatible, ollama');
  });

  it('suggests provider:model-id for a spec without a provider', () => {
    expect(() => parseModelSpec('qwen2.5', flag)).toThrow(
      /provider:model-id, e\.g\. openai:gpt-4o-mini or ollama:qwen2\.5/,
    );
  });

  it('rejects an OpenAI-compatible spec without a model id', () => {
    expect(() => parseModelSpec('vllm:', flag)).toThrow(/names no model; write it as vllm:<model-id>/);
    expect(() => parseModelSpec('local:', flag)).toThrow(/local:\.\/models\//);
  });
});
