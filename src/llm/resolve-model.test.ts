import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNoModelError, resolveModel } from './resolve-model.js';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'grraf-resolve-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

const config = (json: object) => writeFile(join(cwd, 'grraf.config.json'), JSON.stringify(json));

describe('resolveModel', () => {
  it('prefers the flag over GRRAF_MODEL over the config file', async () => {
    await config({ model: 'lmstudio:from-config' });
    const env = { GRRAF_MODEL: 'vllm:from-env' };
    expect((await resolveModel('ollama:from-flag', { env, cwd })).label).toBe('ollama:from-flag');
    expect((await resolveModel(undefined, { env, cwd })).label).toBe('vllm:from-env');
    const fromFile = await resolveModel(undefined, { env: {}, cwd });
    expect(fromFile).toMatchObject({ label: 'lmstudio:from-config', source: { field: 'model' } });
    expect(fromFile.model.provider).toBe('lmstudio.chat');
  });

  it('picks the default OpenAI model when only OPENAI_API_KEY is set', async () => {
    const resolved = await resolveModel(undefined, { env: { OPENAI_API_KEY: 'sk-test' }, cwd });
    expect(resolved.label).toBe('openai:gpt-4o-mini');
    expect(resolved.model.provider).toMatch(/^openai/);
  });

  it('lists every way to configure a model when none is', async () => {
    const error = await resolveModel(undefined, { env: {}, cwd }).catch((e) => e);
    expect(error).toMatchObject({ code: 'config' });
    for (const way of [
      '--model',
      'GRRAF_MODEL',
      'grraf.config.json',
      'OPENAI_API_KEY',
      '--base-url',
      'node-llama-cpp',
    ]) {
      expect(error.message).toContain(way);
    }
    expect(isNoModelError(error)).toBe(true);
  });

  it('says which variable to set when a hosted provider has no key', async () => {
    const error = await resolveModel('anthropic:claude-x', { env: {}, cwd }).catch((e) => e);
    expect(error.message).toMatch(/needs an API key: set ANTHROPIC_API_KEY \(or GRRAF_API_KEY\)/);
    // A configured model that cannot run is the user's to fix, never "no model" (no replay fallback).
    expect(error).toMatchObject({ code: 'config' });
    expect(isNoModelError(error)).toBe(false);
    expect((await resolveModel('anthropic:claude-x', { env: { GRRAF_API_KEY: 'k' }, cwd })).label).toBe(
      'anthropic:claude-x',
    );
  });

  it('takes base URLs from flag, then GRRAF_BASE_URL, then the alias default', async () => {
    const env = { GRRAF_BASE_URL: 'http://10.0.0.2:9000/v1/' };
    expect((await resolveModel('ollama:m', { env: {}, cwd })).baseURL).toBe('http://127.0.0.1:11434/v1');
    expect((await resolveModel('ollama:m', { env, cwd })).baseURL).toBe('http://10.0.0.2:9000/v1');
    expect((await resolveModel('ollama:m', { env, cwd, baseURL: 'http://h:1/v1' })).baseURL).toBe(
      'http://h:1/v1',
    );
  });

  it('requires a base URL for a plain openai-compatible model, and a valid one', async () => {
    await expect(resolveModel('openai-compatible:m', { env: {}, cwd })).rejects.toThrow(
      /needs the server's base URL/,
    );
    await expect(resolveModel('vllm:m', { env: { GRRAF_BASE_URL: 'not a url' }, cwd })).rejects.toMatchObject(
      {
        code: 'config',
        location: { field: 'GRRAF_BASE_URL' },
      },
    );
  });

  it('reads the key from the variable the config file names, and says when it is unset', async () => {
    await config({ model: 'openai:gpt-4o', apiKeyEnv: 'WORK_OPENAI_KEY' });
    expect((await resolveModel(undefined, { env: { WORK_OPENAI_KEY: 'k' }, cwd })).label).toBe(
      'openai:gpt-4o',
    );
    await expect(resolveModel(undefined, { env: {}, cwd })).rejects.toMatchObject({
      location: { file: join(cwd, 'grraf.config.json'), field: 'apiKeyEnv' },
    });
  });

  it('hands limits and cassette settings of the config file to the runtime', async () => {
    await config({ model: 'ollama:m', limits: { concurrency: 2 }, cassette: { dir: 'tapes' } });
    const resolved = await resolveModel(undefined, { env: {}, cwd });
    expect(resolved.limits).toEqual({ concurrency: 2 });
    expect(resolved.cassette).toEqual({ dir: join(cwd, 'tapes'), mode: 'auto' });
  });

  it('explains how to install node-llama-cpp when a local model is asked for without it', async () => {
    const file = join(cwd, 'model.gguf');
    await writeFile(file, 'GGUF');
    const missing = Object.assign(new Error("Cannot find package 'node-llama-cpp'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    const error = await resolveModel(`local:${file}`, {
      env: {},
      cwd,
      importLlamaCpp: () => Promise.reject(missing),
    }).catch((e) => e);
    expect(error).toMatchObject({ code: 'config' });
    expect(error.message).toContain('npm install node-llama-cpp');
    expect(error.message).toContain('700 MB');
  });

  it('reports a missing GGUF file before loading anything', async () => {
    await expect(resolveModel('local:./nope.gguf', { env: {}, cwd })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('resolveModel offline (cassette replay)', () => {
  it('needs no key, server or weights, keeps the model id, and cannot be called', async () => {
    const openai = await resolveModel('openai:gpt-4o', { env: {}, cwd, offline: true });
    expect(openai.label).toBe('openai:gpt-4o');
    expect(openai.model.modelId).toBe('gpt-4o');
    await expect(openai.model.doGenerate({ prompt: [] })).rejects.toMatchObject({ code: 'config' });
    const local = await resolveModel('local:/nowhere/qwen-7b.gguf', { env: {}, cwd, offline: true });
    expect(local.model.modelId).toBe('qwen-7b.gguf');
  });
});
