/**
 * Maps what isolated-vm throws to the typed ExecError the method feeds back to the LLM.
 *
 * Decision (docs/security.md): a ReferenceError for a host capability that the sandbox does not
 * have (require, process, fetch, ...) is 'forbidden', not 'runtime', so the feedback says
 * "this sandbox has no such thing" rather than "you have a typo".
 */
import type { ExecError } from '../executor.js';

/** Program file name given to the engine; stack frames name it, so lines can be read back. */
export const PROGRAM_FILE = 'program.js';

/** Globals of Node, browsers and other runtimes that the sandbox deliberately lacks. */
const HOST_CAPABILITIES = new Set([
  'require',
  'process',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'Deno',
  'Bun',
  'global',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'importScripts',
  'Worker',
  'SharedArrayBuffer',
  'WebAssembly',
]);

const MEMORY_PATTERNS = [
  /disposed during execution due to memory limit/i,
  /Array buffer allocation failed/i,
  /Invalid string length/i,
  /allocation failed/i,
  /out of memory/i,
];

/** Line of the program from `[program.js:L:C]` (syntax errors) or the first program stack frame. */
function programLine(e: { message?: string; stack?: string }): number | undefined {
  const re = new RegExp(`${PROGRAM_FILE.replace('.', '\\.')}:(\\d+):\\d+`);
  const m = re.exec(e.message ?? '') ?? re.exec(e.stack ?? '');
  if (!m) return undefined;
  const line = Number(m[1]);
  return line >= 1 ? line : undefined;
}

/** Strips the engine's `[program.js:L:C]` suffix: the line is reported separately. */
function cleanMessage(message: string): string {
  return message.replace(/\s*\[program\.js:\d+:\d+\]$/, '');
}

/** Classifies an error thrown by compiling or running the program. */
export function toExecError(e: unknown, phase: 'compile' | 'run'): ExecError {
  const err = (e instanceof Error ? e : { name: 'Error', message: String(e) }) as Error;
  const message = cleanMessage(err.message ?? String(e));
  const line = programLine(err);
  const withLine = (x: ExecError): ExecError => (line === undefined ? x : { ...x, line });
  if (/Script execution timed out/i.test(message)) {
    return { kind: 'timeout', message: 'the program exceeded its time limit' };
  }
  if (MEMORY_PATTERNS.some((p) => p.test(message))) {
    return withLine({ kind: 'memory', message: `memory limit exceeded (${message})` });
  }
  if (/Cannot use import statement|^Not supported$/.test(message)) {
    return withLine({ kind: 'forbidden', message: 'modules cannot be imported in the sandbox' });
  }
  if (phase === 'compile' || err.name === 'SyntaxError') {
    return withLine({ kind: 'syntax', message: `${err.name}: ${message}` });
  }
  const ref = /^(\S+) is not defined$/.exec(message);
  if (err.name === 'ReferenceError' && ref && HOST_CAPABILITIES.has(ref[1]!)) {
    return withLine({
      kind: 'forbidden',
      message: `${ref[1]} is not available in the sandbox (it has no modules, file system, network, processes, timers or WebAssembly)`,
    });
  }
  return withLine({
    kind: 'runtime',
    message: `${err.name && err.name !== 'Error' ? `${err.name}: ` : ''}${message}`,
  });
}
