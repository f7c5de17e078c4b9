/**
 * Compiles a program in the isolate, GRRAF-style: a script that assigns `answer` (or whose last
 * expression is the answer). A program that uses top-level `return` or `await` is wrapped in an
 * async function whose result is the answer; the wrapper sits on line 0 so lines still match.
 */
import type ivm from 'isolated-vm';
import { PROGRAM_FILE } from './error-kinds.js';

const NEEDS_FUNCTION = /Illegal return statement|await is only valid/;

/** Wraps code in an async function; `answer`, if the code declared or assigned it, is returned last. */
function wrapInFunction(code: string): string {
  return `(async () => {\n${code}\n;return typeof answer === 'undefined' ? undefined : answer;\n})()`;
}

/** Compiles `code`; throws the engine's SyntaxError (with `[program.js:L:C]`) when it does not parse. */
export async function compileProgram(isolate: ivm.Isolate, code: string): Promise<ivm.Script> {
  try {
    return await isolate.compileScript(code, { filename: PROGRAM_FILE });
  } catch (e) {
    if (!(e instanceof Error) || !NEEDS_FUNCTION.test(e.message)) throw e;
  }
  return isolate.compileScript(wrapInFunction(code), { filename: PROGRAM_FILE, lineOffset: -1 });
}
