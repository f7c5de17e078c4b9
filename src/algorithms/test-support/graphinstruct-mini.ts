/**
 * Test support: a minimal reader for GraphInstruct question text, enough to check this library
 * against the dataset's labels. The product's real parser lives in graph/formats; this one
 * stays tiny so the algorithm tests do not depend on it.
 */
import { DirectedGraph, UndirectedGraph } from 'graphology';
import type { AnyGraph } from '../common.js';

/** Builds the graph described by one "nodes … and the edges are: …" section. */
function section(text: string, directed: boolean, letters: boolean): AnyGraph {
  const G: AnyGraph = directed ? new DirectedGraph() : new UndirectedGraph();
  const range = /numbered from (\w+) to (\w+)/.exec(text);
  if (range) {
    const [lo, hi] = letters
      ? [range[1]!.charCodeAt(0), range[2]!.charCodeAt(0)]
      : [Number(range[1]), Number(range[2])];
    for (let i = lo; i <= hi; i++) G.mergeNode(letters ? String.fromCharCode(i) : String(i), { id: i });
  }
  for (const m of text.matchAll(/\[(\d+), (-?\d+)\]/g))
    G.mergeNodeAttributes(m[1]!, { weight: Number(m[2]) });
  const edges = text.slice(text.indexOf('edges are'));
  for (const m of edges.matchAll(/\((\w+)\s*(?:->|,)\s*(\w+)(?:\s*,\s*(-?\d+))?\)/g)) {
    G.mergeEdge(m[1]!, m[2]!, m[3] === undefined ? {} : { weight: Number(m[3]) });
  }
  return G;
}

/** One question: the graph(s), the node pair it names (if any), and the label after ###. */
export interface InstructQuestion {
  G: AnyGraph;
  H?: AnyGraph;
  pair: [string, string] | null;
  label: string;
}

/** Parses a GraphInstruct `input_prompt` and `answer`. */
export function parseQuestion(prompt: string, answer: string): InstructQuestion {
  const q = prompt.slice(prompt.indexOf('Q:'));
  const directed = q.includes('->');
  const split = q.indexOf("subgraph G'");
  const G = section(split === -1 ? q : q.slice(0, split), directed, false);
  const H = split === -1 ? undefined : section(q.slice(split), directed, true);
  const p = /node (\d+) (?:to|and) node (\d+)/.exec(q.slice(q.lastIndexOf('.', q.length - 2)));
  const label = answer.slice(answer.lastIndexOf('###') + 3).trim();
  return { G, ...(H ? { H } : {}), pair: p ? [p[1]!, p[2]!] : null, label };
}
