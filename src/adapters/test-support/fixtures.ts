/**
 * What the adapter tests share: a graph and a question an agent sends to the grraf tool, and the
 * scripted model grraf itself answers with (its compile reply: P′ and a program reading params).
 */
import { type ScriptedModel, scriptedModel } from '../../llm/test-support/index.js';

const F = '```';

/** A triangle 0-1-2 and a pendant node 3: it has a cycle. */
export const GRAPH_TEXT = '0 1\n1 2\n2 0\n2 3\n';
export const QUESTION = 'Is there a cycle in this graph?';

/** The model grraf's method calls: one compile reply whose program decides the question. */
export function grrafModel(): ScriptedModel {
  return scriptedModel([
    {
      match: /program that answers the question for any graph/,
      text: `QUESTION: Is there a cycle in this graph?\nANSWER FORMAT: yes or no\nASSUMPTION: undirected cycle of length ≥ 3\n${F}js\nanswer = hasCycle(G);\n${F}`,
    },
  ]);
}
