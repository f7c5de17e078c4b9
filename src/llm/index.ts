/**
 * grraf's LLM layer: choose a model (resolveModel), wrap it for a run (createLlmRuntime:
 * usage accounting, retries, limits, record/replay cassettes), and call it (complete).
 * Test helpers live in ./test-support/ and are not part of the package API.
 */
export { type CallMeta, callMeta, GRRAF_OPTIONS_KEY } from './call-meta.js';
export { Cassette, type CassetteMode, type CassetteOptions } from './cassette/cassette.js';
export type { CassetteEntry } from './cassette/cassette-file.js';
export { cassetteKey, cassetteRequest } from './cassette/cassette-request.js';
export { type CompleteRequest, type CompleteResult, complete, toChatMessage } from './complete.js';
export { CONFIG_FILE_NAME, type GrrafConfig, loadConfigFile, parseConfig } from './config-file.js';
export {
  createLlmContext,
  createLlmRuntime,
  DEFAULT_LLM_LIMITS,
  type LlmContext,
  type LlmLimits,
  type LlmRuntime,
  type LlmRuntimeOptions,
} from './llm-runtime.js';
export { LLAMA_CPP_MISSING } from './local/llama-cpp-module.js';
export { createLocalModel, type LocalModelOptions } from './local/local-model.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './middleware/retry-middleware.js';
export { toModelError } from './model-errors.js';
export {
  type ModelSpec,
  PROVIDERS,
  type ProviderInfo,
  type ProviderKind,
  parseModelSpec,
} from './model-spec.js';
export {
  isNoModelError,
  noModelMessage,
  type ResolvedModel,
  type ResolveModelOptions,
  resolveModel,
} from './resolve-model.js';
export { UNNAMED_STEP, type UsageEntry, UsageLedger } from './usage-ledger.js';
