/**
 * G′ as text for a Cypher program: Cypher cannot receive G′ as an object, so its prompt shows the
 * pattern, which the program then embeds. The cache key and the code prompt both need it.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphData } from '../../graph/model.js';
import type { GraphInput } from '../shared/graph-input.js';
import { serializeGraph } from '../shared/graph-text.js';

const texts = new WeakMap<GraphData, string>();

/** The text of the input's G′ when the program is Cypher (written once per graph); else undefined. */
export function cypherPatternText(
  language: ExecLanguage,
  input: Pick<GraphInput, 'graphPrime'>,
): string | undefined {
  const prime = input.graphPrime;
  if (language !== 'cypher' || prime === undefined) return undefined;
  let text = texts.get(prime);
  if (text === undefined) {
    text = serializeGraph(prime);
    texts.set(prime, text);
  }
  return text;
}
