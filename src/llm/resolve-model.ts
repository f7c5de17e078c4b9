/**
 * resolveModel: picks the model from, in order, the `--model` flag, GRRAF_MODEL, grraf.config.json,
 * or a lone OPENAI_API_KEY / ANTHROPIC_API_KEY (with that provider's default model), then builds
 * the AI SDK LanguageModel. Every mistake is a GrrafError('config') that says what to fix.
 */
import { basename, dirname, resolve } from 'node:path';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { GrrafError, isGrrafError } from '../errors.js';
import type { CassetteOptions } from './cassette/cassette.js';
import { CONFIG_FILE_NAME, type GrrafConfig, loadConfigFile } from './config-file.js';
import type { LlmLimits } from './llm-runtime.js';
import { type ModelSpec, PROVIDERS, parseModelSpec, type SettingSource } from './model-spec.js';
import { createProviderModel } from './providers/create-provider-model.js';
import { offlineModel } from './providers/offline-model.js';

/** Where to look for configuration (all optional; defaults are the process's). */
export interface ResolveModelOptions {
  /** `--base-url`: the OpenAI-compatible server to use. */
  baseURL?: string;
  /** Environment variables (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Folder holding grraf.config.json (default `process.cwd()`). */
  cwd?: string;
  /** An explicit config file (`--config`); it must exist. */
  configFile?: string;
  /**
   * The model will never be called (replaying a cassette): skip API keys, base URLs and local
   * weights, and return a stand-in with the same model id (a GGUF model's id is its file name).
   */
  offline?: boolean;
  /** Loads node-llama-cpp (tests inject a fake; default: dynamic import). */
  importLlamaCpp?: () => Promise<unknown>;
}

/** The chosen model and where each setting came from. */
export interface ResolvedModel {
  model: LanguageModelV3;
  /** `provider:model-id`. */
  label: string;
  spec: ModelSpec;
  source: SettingSource;
  baseURL?: string;
  /** Limits and cassette settings from grraf.config.json, for createLlmRuntime. */
  limits: Partial<LlmLimits>;
  cassette?: CassetteOptions;
  configFile?: string;
}

/** Resolves `spec` (the `--model` flag, may be undefined) and the environment into a model. */
export async function resolveModel(
  spec: string | undefined,
  options: ResolveModelOptions = {},
): Promise<ResolvedModel> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const loaded = await loadConfigFile(cwd, options.configFile);
  const config: GrrafConfig = loaded?.config ?? {};
  const chosen = chooseSpec(spec, env, config, loaded?.file);
  const parsed = parseModelSpec(chosen.spec, chosen.source);
  if (options.offline) {
    const modelId = parsed.info.kind === 'local' ? basename(parsed.modelId) : parsed.modelId;
    return {
      model: offlineModel(parsed.provider, modelId),
      label: `${parsed.provider}:${modelId}`,
      spec: parsed,
      source: chosen.source,
      ...fromConfig(config, loaded?.file),
    };
  }
  const baseURL = chooseBaseURL(parsed, options.baseURL, env, config, loaded?.file);
  const apiKey = chooseApiKey(parsed, env, config, loaded?.file);
  const model = await createProviderModel(parsed, {
    ...(baseURL ? { baseURL } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(config.local ? { local: config.local } : {}),
    cwd,
    ...(options.importLlamaCpp ? { importLlamaCpp: options.importLlamaCpp } : {}),
  });
  return {
    model,
    label: `${parsed.provider}:${parsed.modelId}`,
    spec: parsed,
    source: chosen.source,
    ...(baseURL ? { baseURL } : {}),
    ...fromConfig(config, loaded?.file),
  };
}

function fromConfig(
  config: GrrafConfig,
  file: string | undefined,
): Pick<ResolvedModel, 'limits' | 'cassette' | 'configFile'> {
  return {
    limits: config.limits ?? {},
    // A relative cassette folder is relative to the config file, not to wherever grraf runs.
    ...(config.cassette
      ? {
          cassette: {
            mode: 'auto',
            ...config.cassette,
            dir: resolve(file ? dirname(file) : '.', config.cassette.dir),
          },
        }
      : {}),
    ...(file ? { configFile: file } : {}),
  };
}

function chooseSpec(
  flag: string | undefined,
  env: Record<string, string | undefined>,
  config: GrrafConfig,
  file: string | undefined,
): { spec: string; source: SettingSource } {
  if (flag?.trim()) return { spec: flag, source: { name: '--model' } };
  if (env.GRRAF_MODEL?.trim()) return { spec: env.GRRAF_MODEL, source: { name: 'GRRAF_MODEL' } };
  if (config.model) return { spec: config.model, source: { name: CONFIG_FILE_NAME, file, field: 'model' } };
  for (const provider of ['openai', 'anthropic']) {
    const info = PROVIDERS[provider]!;
    if (env[info.apiKeyEnv!]?.trim()) {
      return {
        spec: `${provider}:${info.defaultModelId}`,
        source: { name: `${info.apiKeyEnv} (default model)` },
      };
    }
  }
  throw new GrrafError('config', noModelMessage(), { details: { noModel: true } });
}

/**
 * True for the error of "no model configured anywhere" (not for a model that is configured
 * wrongly): the one case where a bundled example may replay its recording instead.
 */
export function isNoModelError(e: unknown): e is GrrafError {
  return isGrrafError(e, 'config') && e.details.noModel === true;
}

/** The error text listing every way to configure a model. */
export function noModelMessage(): string {
  return [
    'no model configured. Configure one in any of these ways:',
    '  --model provider:model-id         grraf ask --model openai:gpt-4o-mini --graph g.txt "is there a cycle?"',
    '  GRRAF_MODEL=provider:model-id     export GRRAF_MODEL=ollama:qwen2.5-coder:7b',
    `  ${CONFIG_FILE_NAME} in this folder  { "model": "anthropic:claude-3-5-haiku-latest" }`,
    '  OPENAI_API_KEY or ANTHROPIC_API_KEY alone picks openai:gpt-4o-mini or anthropic:claude-3-5-haiku-latest',
    '  an OpenAI-compatible server       --model openai-compatible:my-model --base-url http://127.0.0.1:8000/v1',
    '                                    (or ollama:, vllm:, llamacpp:, lmstudio: with their usual local ports)',
    '  a local GGUF file (opt-in)        npm install node-llama-cpp, then --model local:./models/model.gguf',
    `Providers: ${Object.keys(PROVIDERS).join(', ')}.`,
  ].join('\n');
}

function chooseBaseURL(
  spec: ModelSpec,
  flag: string | undefined,
  env: Record<string, string | undefined>,
  config: GrrafConfig,
  file: string | undefined,
): string | undefined {
  const candidates: Array<[string | undefined, SettingSource]> = [
    [flag, { name: '--base-url' }],
    [env.GRRAF_BASE_URL, { name: 'GRRAF_BASE_URL' }],
    [config.baseURL, { name: CONFIG_FILE_NAME, file, field: 'baseURL' }],
  ];
  for (const [value, source] of candidates) {
    if (!value?.trim()) continue;
    if (!URL.canParse(value)) {
      throw new GrrafError(
        'config',
        `${source.name} '${value}' is not a URL; write it like http://127.0.0.1:8000/v1`,
        {
          ...(source.file ? { file: source.file } : {}),
          field: source.field ?? source.name,
        },
      );
    }
    return value.replace(/\/+$/, '');
  }
  if (spec.info.defaultBaseURL) return spec.info.defaultBaseURL;
  if (spec.info.kind === 'openai-compatible') {
    throw new GrrafError(
      'config',
      `model '${spec.provider}:${spec.modelId}' needs the server's base URL: pass --base-url http://host:port/v1, ` +
        'set GRRAF_BASE_URL, or add "baseURL" to grraf.config.json (ollama:, vllm:, llamacpp: and lmstudio: have defaults)',
      { field: 'baseURL' },
    );
  }
  return undefined;
}

function chooseApiKey(
  spec: ModelSpec,
  env: Record<string, string | undefined>,
  config: GrrafConfig,
  file: string | undefined,
): string | undefined {
  if (env.GRRAF_API_KEY?.trim()) return env.GRRAF_API_KEY.trim();
  if (config.apiKeyEnv) {
    const value = env[config.apiKeyEnv]?.trim();
    if (value) return value;
    throw new GrrafError(
      'config',
      `${CONFIG_FILE_NAME} says the API key is in ${config.apiKeyEnv}, which is not set`,
      {
        ...(file ? { file } : {}),
        field: 'apiKeyEnv',
      },
    );
  }
  const own = spec.info.apiKeyEnv;
  if (own && env[own]?.trim()) return env[own]!.trim();
  if (own) {
    throw new GrrafError(
      'config',
      `model '${spec.provider}:${spec.modelId}' needs an API key: set ${own} (or GRRAF_API_KEY), e.g. export ${own}=…`,
      { field: own },
    );
  }
  return undefined;
}
