/**
 * Prepares a program for the sandbox, GRRAF-style: a script that assigns `answer` (or whose last
 * expression is the answer). The host compiles it first in the isolate — syntax errors come back
 * with their line — then the sandbox runtime evaluates the returned source (sandbox/run-program.ts).
 *
 * - A plain script gets a suffix that hands `answer` to a capture function whose name is random
 *   per run: a `let answer` lives only in the evaluated code's scope, so it must be read there.
 *   The suffix is a `var` declaration, which leaves the script's completion value (its last
 *   expression) untouched.
 * - A program that uses top-level `return` or `await` is wrapped in an async function whose result
 *   is the answer; the wrapper's first line shifts program lines by one (`lineShift`).
 */
import { randomBytes } from 'node:crypto';
import type IsolatedVm from 'isolated-vm';
import { PROGRAM_FILE } from './error-kinds.js';

const NEEDS_FUNCTION = /Illegal return statement|await is only valid/;
const ANSWER = "typeof answer === 'undefined' ? undefined : answer";

/** What the sandbox runtime evaluates. */
export interface PreparedProgram {
  source: string;
  /** Global name of the capture function the source calls with `answer`. */
  captureName: string;
  /** Lines to subtract from a stack line to get the program's own line. */
  lineShift: number;
}

/** Wraps code in an async function; `answer`, if the code declared or assigned it, is returned last. */
function wrapInFunction(code: string): string {
  return `(async () => {\n${code}\n;return ${ANSWER};\n})()`;
}

async function compiles(isolate: IsolatedVm.Isolate, code: string, lineOffset = 0): Promise<void> {
  const script = await isolate.compileScript(code, { filename: PROGRAM_FILE, lineOffset });
  script.release();
}

/**
 * The program's sandbox source; throws the engine's SyntaxError (with `[program.js:L:C]`) when
 * it does not parse, with or without the wrapper.
 */
export async function prepareProgram(isolate: IsolatedVm.Isolate, code: string): Promise<PreparedProgram> {
  const captureName = `__grraf_answer_${randomBytes(8).toString('hex')}`;
  const sourceUrl = `\n//# sourceURL=${PROGRAM_FILE}`;
  try {
    await compiles(isolate, code);
    const suffix = `\n;var ${captureName}_ = ${captureName}(${ANSWER});`;
    return { source: `${code}${suffix}${sourceUrl}`, captureName, lineShift: 0 };
  } catch (e) {
    if (!(e instanceof Error) || !NEEDS_FUNCTION.test(e.message)) throw e;
  }
  const wrapped = wrapInFunction(code);
  await compiles(isolate, wrapped, -1);
  return { source: `${wrapped}${sourceUrl}`, captureName, lineShift: 1 };
}
