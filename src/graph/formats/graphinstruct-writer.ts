/**
 * Writes a graph as GraphInstruct text, in the dataset's own style:
 * `The nodes are numbered from 0 to N, [weights of nodes are: [0, 5] ..., ]and the edges are: (0, 1) ...`
 * with `(u, v)`, `(u->v)`, `(u,v,w)` or `(u->v,w)` tuples.
 */
import { GrrafError } from '../../errors.js';
import type { GraphData, GraphEdge } from '../model.js';

/** `from` and `to` of the node range, when the ids are exactly 0..N or letters a..x. */
function nodeRange(g: GraphData): [string, string] {
  const ids = g.nodes.map((n) => n.id);
  if (ids.length === 0)
    throw new GrrafError('unsupported', 'GraphInstruct text cannot describe a graph with no nodes');
  if (ids.every((id) => typeof id === 'number' && Number.isInteger(id))) {
    const set = new Set(ids as number[]);
    if (
      set.has(0) &&
      set.size === ids.length &&
      !ids.some((id) => (id as number) < 0 || (id as number) >= ids.length)
    ) {
      return ['0', String(ids.length - 1)];
    }
  }
  if (ids.length <= 26 && ids.every((id) => typeof id === 'string' && /^[a-z]$/.test(id))) {
    const sorted = (ids as string[]).slice().sort();
    const ok = sorted.every((id, i) => id.charCodeAt(0) === 97 + i);
    if (ok) return ['a', sorted[sorted.length - 1] as string];
  }
  throw new GrrafError(
    'unsupported',
    'GraphInstruct text needs node ids 0..N (or letters a..z); write this graph as an edge list or node-link JSON instead',
  );
}

function tuple(e: GraphEdge, directed: boolean): string {
  const ends = directed ? `${e.source}->${e.target}` : `${e.source},${e.target}`;
  if (e.weight !== undefined) return `(${ends},${e.weight})`;
  return directed ? `(${ends})` : `(${e.source}, ${e.target})`;
}

/** The graph part of a GraphInstruct question, ending with a full stop. */
export function writeGraphInstruct(g: GraphData): string {
  const [from, to] = nodeRange(g);
  let out = `The nodes are numbered from ${from} to ${to}, `;
  const weighted = g.nodes.filter((n) => n.weight !== undefined);
  if (weighted.length > 0)
    out += `weights of nodes are: ${weighted.map((n) => `[${n.id}, ${n.weight}]`).join(' ')}, `;
  out += `and the edges are: ${g.edges.map((e) => tuple(e, g.directed)).join(' ')}.`;
  return out;
}

/** What writeGraphInstructQuestion needs: the graph(s) and the question text with a `Q:` marker. */
export interface GraphInstructQuestion {
  graph: GraphData;
  graphPrime?: GraphData;
  /** The question without the graph, e.g. "<preamble> Q: Is there a cycle in this graph?". */
  question?: string;
}

/**
 * A whole GraphInstruct question: the graph text goes right after `Q:` (or first, when there is
 * no marker). With `graphPrime` it uses the two-graph wording of the substructure task.
 * Inverse of parseGraphInstruct: parsing the result gives the same graphs, question and params.
 */
export function writeGraphInstructQuestion(q: GraphInstructQuestion): string {
  let graphs = writeGraphInstruct(q.graph);
  if (q.graphPrime) {
    graphs = `${graphs.replace(/^The nodes are/, 'The nodes of graph G are')} ${writeGraphInstruct(
      q.graphPrime,
    ).replace(/^The nodes are/, "The nodes of subgraph G' are")}`;
  }
  const text = q.question ?? '';
  const at = text.indexOf('Q:');
  if (at === -1) return text === '' ? graphs : `${graphs} ${text}`;
  const after = text.slice(at + 2).trim();
  return `${text.slice(0, at + 2)} ${graphs}${after === '' ? '' : ` ${after}`}`;
}
