/**
 * Compiles a program in the isolate, GRRAF-style: a script that assigns `answer` (or whose last
 * expression is the answer). A program that uses top-level `return` or `await` is wrapped in an
 * async function whose result is the answer; the wrapper sits on line 0 so lines still match.
 */
import type ivm from 'isolated-vm';
import { PROGRAM_FILE } from './error-kinds.js';

/** A compiled program and how to read its lines back. */
export interface CompiledProgram {
  script: ivm.Script;
  /** True when the program was wrapped in an async function. */
  wrapped: boolean;
}

const NEEDS_FUNCTION = /Illegal return statement|await is only valid/;

/** Wraps code in an async function; `answer`, if the code declared or assigned it, is returned last. */
export function wrapInFunction(code: string): string {
  return `(async () => {\n${code}\n;return typeof answer === 'undefined' ? undefined : answer;\n})()`;
}

/** Compiles `code`; throws the engine's SyntaxError (with `[program.js:L:C]`) when it does not parse. */
export async function compileProgram(isolate: ivm.Isolate, code: string): Promise<CompiledProgram> {
  try {
    return { script: await isolate.compileScript(code, { filename: PROGRAM_FILE }), wrapped: false };
  } catch (e) {
    if (!(e instanceof Error) || !NEEDS_FUNCTION.test(e.message)) throw e;
  }
  const script = await isolate.compileScript(wrapInFunction(code), {
    filename: PROGRAM_FILE,
    lineOffset: -1,
  });
  return { script, wrapped: true };
}
