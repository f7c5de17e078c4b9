/**
 * Test support: scripted replies to GRRAF's lean pipeline, so tests of front-ends (the server,
 * the app layer) script a GRRAF conversation without knowing its prompts' wording.
 */
import type { ScriptedResponse } from '../../../llm/test-support/scripted-model.js';

/** What the lean compile prompt asks, as a matcher. */
export const LEAN_COMPILE = /Write a \w+ program that answers the question for any graph/;

/** The phrasing prompt, as a matcher. */
export const PHRASE = /Computed answer/;

const F = '```';

/** A lean compile reply: the three lines (and INPUTS when given), then the program. */
export function leanCompile(
  code: string,
  o: {
    question?: string;
    answerFormat?: string;
    assumption?: string;
    inputs?: string;
    language?: string;
    match?: ScriptedResponse['match'];
    repeat?: boolean;
  } = {},
): ScriptedResponse {
  const lines = [
    `QUESTION: ${o.question ?? 'as asked'}`,
    `ANSWER FORMAT: ${o.answerFormat ?? 'as asked'}`,
    `ASSUMPTION: ${o.assumption ?? 'none'}`,
    ...(o.inputs ? [`INPUTS: ${o.inputs}`] : []),
  ];
  return {
    match: o.match ?? LEAN_COMPILE,
    text: `${lines.join('\n')}\n${F}${o.language ?? 'js'}\n${code}\n${F}`,
    ...(o.repeat ? { repeat: true } : {}),
  };
}
