/**
 * Reads task parameters from a GraphInstruct question ("Is there a path between node 53 and
 * node 46?", "What is the maximum flow from node 4 to node 7?", "... degree of node 3?"), and
 * the direction a dataset prompt (GraphInstruct or GTools) states in words.
 */
import type { NodeId } from '../model.js';
import type { TaskParams } from './format.js';

const PAIR = [
  /\bbetween node (\w+) and node (\w+)/i,
  /\bfrom node (\w+) to node (\w+)/i,
  /\bnode (\w+) (?:to|and) node (\w+)/i,
];
const SINGLE = /\bnode (\w+)\b/i;

/** The direction `prose` states ("in a directed graph", "Given an undirected graph"), if any. */
export function proseDirection(prose: string): boolean | undefined {
  if (/\bundirected graph\b/i.test(prose)) return false;
  if (/\bdirected graph\b/i.test(prose)) return true;
  return undefined;
}

function asId(raw: string): NodeId {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

/**
 * The parameters `question` names. Only the question itself should be passed: the
 * preamble's "node i and node j" are placeholders, not parameters.
 */
export function readTaskParams(question: string): TaskParams {
  for (const re of PAIR) {
    const m = re.exec(question);
    if (m) return { source: asId(m[1] as string), target: asId(m[2] as string) };
  }
  const one = SINGLE.exec(question);
  return one ? { node: asId(one[1] as string) } : {};
}
