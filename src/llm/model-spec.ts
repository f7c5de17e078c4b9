/**
 * `provider:model-id` model specs: the providers grraf knows, their aliases and defaults.
 */
import { GrrafError, type GrrafErrorOptions } from '../errors.js';

/** Provider families grraf can build a model for. */
export type ProviderKind = 'openai' | 'anthropic' | 'openai-compatible' | 'local';

/** A known provider name (a family, or an alias of the OpenAI-compatible family with a default URL). */
export interface ProviderInfo {
  kind: ProviderKind;
  /** Base URL used when none is configured (local servers' usual ports). */
  defaultBaseURL?: string;
  /** Model id used when the spec names only the provider. */
  defaultModelId?: string;
  /** Environment variable holding the API key, besides GRRAF_API_KEY. */
  apiKeyEnv?: string;
}

/** Every provider name accepted in `--model provider:model-id`. */
export const PROVIDERS: Readonly<Record<string, ProviderInfo>> = Object.freeze({
  openai: { kind: 'openai', defaultModelId: 'gpt-4o-mini', apiKeyEnv: 'OPENAI_API_KEY' },
  anthropic: { kind: 'anthropic', defaultModelId: 'claude-3-5-haiku-latest', apiKeyEnv: 'ANTHROPIC_API_KEY' },
  'openai-compatible': { kind: 'openai-compatible' },
  ollama: { kind: 'openai-compatible', defaultBaseURL: 'http://127.0.0.1:11434/v1' },
  vllm: { kind: 'openai-compatible', defaultBaseURL: 'http://127.0.0.1:8000/v1' },
  llamacpp: { kind: 'openai-compatible', defaultBaseURL: 'http://127.0.0.1:8080/v1' },
  lmstudio: { kind: 'openai-compatible', defaultBaseURL: 'http://127.0.0.1:1234/v1' },
  local: { kind: 'local' },
});

/** A parsed model spec. */
export interface ModelSpec {
  /** The provider name as written (`ollama`, `openai`, …). */
  provider: string;
  info: ProviderInfo;
  /** Model id; for `local`, the path of the GGUF file. */
  modelId: string;
}

/** Where a setting came from, so errors can say what to fix. */
export interface SettingSource {
  /** e.g. '--model', 'GRRAF_MODEL', 'grraf.config.json'. */
  name: string;
  file?: string;
  field?: string;
}

/** Parses `provider:model-id` (split at the first colon, so `ollama:llama3.1:8b` works). A bare `*.gguf` path means `local`. */
export function parseModelSpec(spec: string, source: SettingSource): ModelSpec {
  const where: GrrafErrorOptions = {
    ...(source.file ? { file: source.file } : {}),
    field: source.field ?? source.name,
  };
  const text = spec.trim();
  if (/\.gguf$/i.test(text) && !text.startsWith('local:')) {
    return { provider: 'local', info: PROVIDERS.local!, modelId: text };
  }
  const colon = text.indexOf(':');
  const provider = (colon < 0 ? text : text.slice(0, colon)).toLowerCase();
  const info = PROVIDERS[provider];
  if (!info) {
    const hint =
      colon < 0 ? ` Write it as provider:model-id, e.g. openai:gpt-4o-mini or ollama:${text}.` : '';
    throw new GrrafError(
      'config',
      `unknown model provider '${provider}' in ${source.name} '${spec}'. Known providers: ${Object.keys(PROVIDERS).join(', ')}.${hint}`,
      where,
    );
  }
  const modelId = colon < 0 ? (info.defaultModelId ?? '') : text.slice(colon + 1).trim();
  if (!modelId) {
    const example =
      info.kind === 'local' ? 'local:./models/qwen2.5-7b-instruct-q4_k_m.gguf' : `${provider}:<model-id>`;
    throw new GrrafError('config', `${source.name} '${spec}' names no model; write it as ${example}`, where);
  }
  return { provider, info, modelId };
}
