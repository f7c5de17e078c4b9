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
 *
 * Which of the two a program is, V8 itself decides — the parser that will run it, not a pattern
 * over the text: a program that does not compile as a script but does as an async function body
 * is wrapped (top-level `return`, `for await`, and `await` inside an expression such as
 * `Number(await p)`, which a script reads as a call of a function named `await`, a syntax error).
 * A program that compiles both ways is wrapped only when it holds `await` as a token: a script
 * also reads `await (p)` as a call, which would fail only when run. Whether a word `await` is a
 * token or sits in a string, comment or regular expression is asked of V8 as well: the program
 * is compiled with a character appended to every such word, which breaks only tokens.
 */
import { randomBytes } from 'node:crypto';
import type IsolatedVm from 'isolated-vm';
import { PROGRAM_FILE } from './error-kinds.js';

/** The word `await`, not part of a longer identifier. */
const AWAIT_WORD = /(?<![\p{ID_Continue}$\u200c\u200d])await(?![\p{ID_Continue}$\u200c\u200d])/u;
const EVERY_AWAIT_WORD = new RegExp(AWAIT_WORD.source, 'gu');
/** The compiler's location of an error: `[program.js:line:column]`. */
const POSITION = /\[[^\]]*:(\d+):(\d+)\]/;
const ANSWER = "typeof answer === 'undefined' ? undefined : answer";
const EVIDENCE = "typeof evidence === 'undefined' ? undefined : evidence";

/** What the sandbox runtime evaluates. */
export interface PreparedProgram {
  source: string;
  /** Global name of the capture function the source calls with `answer` and `evidence`. */
  captureName: string;
  /** Lines to subtract from a stack line to get the program's own line. */
  lineShift: number;
}

/**
 * Wraps code in an async function; `answer`, if the code declared or assigned it, is returned last,
 * and `evidence` handed to the capture function (a top-level `return` skips both: its value is the
 * answer, with no evidence).
 */
function wrapInFunction(code: string, captureName: string): string {
  return `(async () => {\n${code}\n;${captureName}(${ANSWER}, ${EVIDENCE});return ${ANSWER};\n})()`;
}

/** The compiler's error for `code`, or undefined when it compiles. */
async function compileError(
  isolate: IsolatedVm.Isolate,
  code: string,
  lineOffset = 0,
): Promise<Error | undefined> {
  try {
    const script = await isolate.compileScript(code, { filename: PROGRAM_FILE, lineOffset });
    script.release();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/** Whether `code` (a script that compiles) holds `await` as a token rather than inside text. */
async function hasAwaitToken(isolate: IsolatedVm.Isolate, code: string): Promise<boolean> {
  if (!AWAIT_WORD.test(code)) return false;
  // `@` is no token of the language but fits in any string, template text, comment or regex.
  const marked = code.replace(EVERY_AWAIT_WORD, 'await@');
  return (await compileError(isolate, marked)) !== undefined;
}

/** Line and column of a compile error, for telling which reading of a program got further. */
function position(e: Error): number {
  const m = POSITION.exec(e.message);
  return m ? Number(m[1]) * 1e6 + Number(m[2]) : 0;
}

/**
 * The program's sandbox source; throws the engine's SyntaxError (with `[program.js:L:C]`) when
 * it does not parse as a script nor as an async function body — the error of the reading that
 * got further, so a program with `await` and a real mistake is told about the mistake.
 */
export async function prepareProgram(isolate: IsolatedVm.Isolate, code: string): Promise<PreparedProgram> {
  const captureName = `__grraf_answer_${randomBytes(8).toString('hex')}`;
  const sourceUrl = `\n//# sourceURL=${PROGRAM_FILE}`;
  const asScript = await compileError(isolate, code);
  const script = (): PreparedProgram => {
    const suffix = `\n;var ${captureName}_ = ${captureName}(${ANSWER}, ${EVIDENCE});`;
    return { source: `${code}${suffix}${sourceUrl}`, captureName, lineShift: 0 };
  };
  if (asScript === undefined && !(await hasAwaitToken(isolate, code))) return script();
  const wrapped = wrapInFunction(code, captureName);
  const asFunction = await compileError(isolate, wrapped, -1);
  if (asFunction === undefined) return { source: `${wrapped}${sourceUrl}`, captureName, lineShift: 1 };
  // `await` is an identifier here (`var await = 1`): a script it is.
  if (asScript === undefined) return script();
  throw position(asFunction) > position(asScript) ? asFunction : asScript;
}
