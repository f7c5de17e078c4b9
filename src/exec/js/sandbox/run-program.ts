/**
 * Runs INSIDE the isolate: the one hook that runs a program and reports its outcome as a string.
 *
 * The program is evaluated here (indirect eval: global code, as a script would run) inside a
 * try/catch, so nothing it throws reaches isolated-vm (which reads a thrown value's fields with
 * no time limit). The outcome leaves as one string with a one-letter tag:
 *
 *   A<json>   the answer, as JSON text (answer.ts); when the program also assigned `evidence`, a
 *             line break (never inside JSON text) and V<json> (the evidence), L<max> (too long) or
 *             C<json> (could not be converted) follow
 *   N         the program finished without an answer
 *   L<max>    the answer's JSON text is longer than <max> characters
 *   E<json>   the program threw: {"name","message","stack"} (thrown.ts)
 *   C<json>   the answer could not be converted (cycle, a throwing getter, ...)
 *
 * The host compiled the program first (syntax errors come from there, with lines) and appended a
 * suffix that hands `answer` and `evidence` to `capture` — the only way to read a `let answer`
 * that the evaluated code declared (see program.ts).
 */
import { answerJson, JSON_TOO_LARGE } from './answer.js';
import { ObjectDefineProperty } from './primordials.js';
import { describeThrown } from './thrown.js';

// biome-ignore lint/security/noGlobalEval: evaluating the program here, inside a try/catch, is the point (module doc); it runs in the isolate, never in the host.
const indirectEval = eval;
const global = globalThis as Record<string, unknown>;

/** Awaits a thenable (a promise from an async program, or an answer that is one). */
async function settle(v: unknown): Promise<unknown> {
  const isObject = (typeof v === 'object' && v !== null) || typeof v === 'function';
  if (isObject && typeof (v as { then?: unknown }).then === 'function') return await v;
  return v;
}

/**
 * Evaluates `source`; `captureName` is the global through which its suffix passes `answer`.
 * Resolves with the tagged outcome, and never rejects: only a time-out or the memory limit
 * (terminations, not values) can end it otherwise.
 */
export async function runProgram(
  source: string,
  captureName: string,
  maxAnswerChars: number,
): Promise<string> {
  let captured: unknown;
  let evidence: unknown;
  ObjectDefineProperty(global, captureName, {
    value: (v: unknown, e: unknown) => {
      captured = v;
      evidence = e;
    },
    configurable: true,
  });
  let value: unknown;
  try {
    const completion = indirectEval(source);
    value = await settle(captured === undefined ? completion : captured);
  } catch (e) {
    return `E${describeThrown(e)}`;
  }
  let answer: string;
  try {
    const json = answerJson(value, maxAnswerChars);
    if (json === undefined) return 'N';
    answer = `A${json}`;
  } catch (e) {
    if (e === JSON_TOO_LARGE) return `L${maxAnswerChars}`;
    return `C${describeThrown(e)}`;
  }
  return evidence === undefined ? answer : `${answer}\n${await evidenceText(evidence, maxAnswerChars)}`;
}

/** The evidence's tagged text: V<json>, L<max> or C<thrown>; it has the answer's cap of its own. */
async function evidenceText(evidence: unknown, maxChars: number): Promise<string> {
  try {
    const json = answerJson(await settle(evidence), maxChars);
    return json === undefined ? 'Vnull' : `V${json}`;
  } catch (e) {
    if (e === JSON_TOO_LARGE) return `L${maxChars}`;
    return `C${describeThrown(e)}`;
  }
}
