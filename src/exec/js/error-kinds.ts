/**
 * Maps failures to the typed ExecError the method feeds back to the LLM. Two sources, kept apart:
 *
 * - what the PROGRAM threw, described inside the isolate as plain text (sandbox/thrown.ts):
 *   runtime, or forbidden / memory by the rules below — never `timeout`, whatever its message says;
 * - what ISOLATED-VM raised: syntax errors from compiling, time-outs and the memory limit.
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
  'FinalizationRegistry',
]);

/** Engine RangeErrors that mean the program ran out of room. */
const PROGRAM_MEMORY =
  /^(Invalid string length|Array buffer allocation failed|Invalid array length|Invalid typed array length)/;

const ISOLATE_MEMORY = [
  /disposed during execution due to memory limit/i,
  /Array buffer allocation failed/i,
  /allocation failed/i,
  /out of memory/i,
];

/** A thrown value as the sandbox runtime describes it. */
export interface ThrownFields {
  name: string;
  message: string;
  stack: string;
}

const LINE = new RegExp(`${PROGRAM_FILE.replace('.', '\\.')}:(\\d+):\\d+`);

/** Line of the program from `[program.js:L:C]` (syntax errors) or the first program stack frame. */
function programLine(text: string, lineShift: number): number | undefined {
  const m = LINE.exec(text);
  if (!m) return undefined;
  const line = Number(m[1]) - lineShift;
  return line >= 1 ? line : undefined;
}

function withLine(error: ExecError, line: number | undefined): ExecError {
  return line === undefined ? error : { ...error, line };
}

/** Classifies what a program threw (runtime, or forbidden / memory). */
export function programError(t: ThrownFields, lineShift: number): ExecError {
  const line = programLine(t.stack, lineShift);
  if (t.name === 'RangeError' && PROGRAM_MEMORY.test(t.message)) {
    return withLine({ kind: 'memory', message: `memory limit exceeded (${t.message})` }, line);
  }
  const ref = /^(\S+) is not defined$/.exec(t.message);
  if (t.name === 'ReferenceError' && ref && HOST_CAPABILITIES.has(ref[1]!)) {
    return withLine(
      {
        kind: 'forbidden',
        message: `${ref[1]} is not available in the sandbox (it has no modules, file system, network, processes, timers or WebAssembly)`,
      },
      line,
    );
  }
  if (/^Not supported$|Cannot use import statement|dynamic import/i.test(t.message)) {
    return withLine({ kind: 'forbidden', message: 'modules cannot be imported in the sandbox' }, line);
  }
  const name = t.name && t.name !== 'Error' ? `${t.name}: ` : '';
  return withLine({ kind: 'runtime', message: `${name}${t.message}` }, line);
}

/** Strips the engine's `[program.js:L:C]` suffix: the line is reported separately. */
function cleanMessage(message: string): string {
  return message.replace(/\s*\[program\.js:\d+:\d+\]$/, '');
}

/** Classifies an error from compiling the program (syntax, or forbidden for `import`). */
export function compileError(e: unknown, lineShift: number): ExecError {
  const err = (e instanceof Error ? e : { name: 'SyntaxError', message: String(e) }) as Error;
  const line = programLine(err.message ?? '', lineShift);
  const message = cleanMessage(err.message ?? String(e));
  if (/Cannot use import statement/.test(message)) {
    return withLine({ kind: 'forbidden', message: 'modules cannot be imported in the sandbox' }, line);
  }
  return withLine({ kind: 'syntax', message: `${err.name ?? 'SyntaxError'}: ${message}` }, line);
}

/** A time-out or the memory limit as isolated-vm reports them; undefined for anything else. */
export function engineError(e: unknown): ExecError | undefined {
  const message = e instanceof Error ? e.message : String(e);
  if (/^Script execution timed out\.?$/.test(message)) {
    return { kind: 'timeout', message: 'the program exceeded its time limit' };
  }
  if (ISOLATE_MEMORY.some((p) => p.test(message))) {
    return { kind: 'memory', message: `memory limit exceeded (${message})` };
  }
  return undefined;
}
