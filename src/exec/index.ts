/**
 * Executors: run LLM-written programs against a graph under limits, failures as typed values.
 * `createExecutor('js')` is the default and the only one meant for untrusted code.
 */

import { CypherExecutor } from './cypher/cypher-executor.js';
import type { ExecLanguage, ExecLimits, Executor } from './executor.js';
import { JsExecutor } from './js/js-executor.js';
import { resolveLimits } from './limits.js';
import { PythonExecutor } from './python/python-executor.js';

export type { CypherExecutorOptions } from './cypher/cypher-executor.js';
export { CypherExecutor, cypherError, rowsToAnswer } from './cypher/cypher-executor.js';
export type { JsExecutorOptions } from './js/js-executor.js';
export { JsExecutor } from './js/js-executor.js';
export { hasNoNodeSnapshot, reexecWithNoNodeSnapshot } from './js/node-flags.js';
export type { SandboxFunction } from './js/sandbox-api.js';
export { jsSandboxApi } from './js/sandbox-api.js';
export { MAX_ANSWER_CHARS, resolveLimits } from './limits.js';
export type { PythonInfo } from './python/interpreter.js';
export { findPython } from './python/interpreter.js';
export type { PythonExecutorOptions } from './python/python-executor.js';
export { PythonExecutor, toNodeLink } from './python/python-executor.js';
export { checkSandbox, type SandboxStatus, sandboxStatus } from './python/sandbox.js';

/** Options shared by every executor. */
export interface ExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /** Python only: run without the sandbox where bubblewrap cannot start (also GRRAF_PYTHON_UNSANDBOXED=1). */
  allowUnsandboxed?: boolean;
  /** Python only: refuse to run without the sandbox even when opted in. */
  requireNetworkIsolation?: boolean;
}

/**
 * The executor for `language`. Creating one is cheap; isolates and interpreters start on first run.
 * @example const ex = createExecutor('js'); const r = await ex.run('answer = G.order', { graphs: { G } });
 */
export function createExecutor(language: ExecLanguage, options: ExecutorOptions = {}): Executor {
  // Bad limits fail here, not at the first run: an unknown key, a time limit past a day.
  resolveLimits(options.limits);
  switch (language) {
    case 'js':
      return new JsExecutor(options);
    case 'python':
      return new PythonExecutor(options);
    case 'cypher':
      return new CypherExecutor(options);
  }
}
export {
  EXEC_LANGUAGES,
  isExecLanguage,
  type LanguageProfile,
  languageEntries,
  languageProfile,
} from './languages.js';
