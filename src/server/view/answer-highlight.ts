/**
 * What to highlight of a graph for an answer, read from the Solution by shape, never by method:
 * - a list of nodes joined one to the next by edges: that path (nodes and edges), or a cycle
 *   when it ends where it starts and has at least three nodes;
 * - a list of node pairs that are edges (a spanning tree, a matching): those edges and nodes;
 * - any other list of nodes, or lists of them (a set, components, an order): those nodes;
 * - an object: the first of its values that is such a list (e.g. `{ distance, path }`);
 * - a string naming a node: that node; numbers and booleans are quantities, not nodes;
 * - otherwise a path the last successful program printed, else the nodes the question's
 *   parameters name (source, target, node) as endpoints, else nothing.
 * Separately, `walk` lists the nodes an agent's tool calls visited, in order.
 */
import type { CheckedEvidence } from '../../evidence/evidence.js';
import type { GraphData } from '../../graph/model.js';
import type { Solution } from '../../methods/solution.js';
import { noteData, type TraceStep } from '../../trace/trace.js';
import { type EvidenceView, evidenceView } from './evidence-view.js';
import { type NodeResolver, nodeResolver } from './node-resolver.js';

/** The shape of what is highlighted. */
export type HighlightShape = 'path' | 'cycle' | 'subgraph' | 'set' | 'endpoints' | 'none';

/** Nodes and edges to highlight, and a sentence saying what they are. */
export interface AnswerHighlight {
  shape: HighlightShape;
  /** Node keys (in order, for a path or a cycle; a cycle's first node is not repeated). */
  nodes: string[];
  /** For a cycle, every edge, the closing one included. */
  edges: [string, string][];
  /** Nodes visited by tool calls, in call order (consecutive repeats dropped). */
  walk: string[];
  /** The program's evidence, when it gave one the drawing can show: drawn instead of the answer's nodes. */
  evidence?: EvidenceView;
  note: string;
}

type Found = Pick<AnswerHighlight, 'shape' | 'nodes' | 'edges'>;

/** The highlight for `solution` on `graph`. */
export function answerHighlight(
  solution: Pick<Solution, 'answer' | 'trace'> & { evidence?: CheckedEvidence | undefined },
  graph: GraphData,
): AnswerHighlight {
  const r = nodeResolver(graph);
  const walk = walkedNodes(solution.trace, r);
  const evidence = solution.evidence && evidenceView(solution.evidence, r, graph.directed);
  const fromAnswer = solution.answer === undefined ? undefined : fromValue(solution.answer, r, true);
  // The evidence is drawn in place of the answer's nodes; what the answer names is still reported.
  if (evidence) {
    const found = fromAnswer ?? { shape: 'none' as const, nodes: [], edges: [] };
    return { ...found, walk, evidence, note: evidence.caption };
  }
  if (fromAnswer) return { ...fromAnswer, walk, note: describe(fromAnswer, 'the answer') };
  const printed = printedPath(solution.trace, r);
  if (printed) return { ...printed, walk, note: describe(printed, "the program's output") };
  const ends = endpoints(solution.trace, r);
  if (ends)
    return { ...ends, walk, note: 'The answer names no nodes; the nodes the question names are marked.' };
  const none = 'The answer names no nodes, so nothing is highlighted.';
  return {
    shape: 'none',
    nodes: [],
    edges: [],
    walk,
    note: walk.length ? `${none} The walk is drawn.` : none,
  };
}

function describe(found: Found, where: string): string {
  const n = found.nodes.length;
  switch (found.shape) {
    case 'path':
      return `The path in ${where}: ${n} nodes, ${found.edges.length} edges.`;
    case 'cycle':
      return `The cycle in ${where}: ${n} nodes.`;
    case 'subgraph':
      return `The edges in ${where}: ${found.edges.length} edges, ${n} nodes.`;
    default:
      return `The ${n === 1 ? 'node' : `${n} nodes`} in ${where}.`;
  }
}

/** The nodes and edges a value names, or undefined when it names none (or some of it is not a node). */
function fromValue(value: unknown, r: NodeResolver, top: boolean): Found | undefined {
  if (typeof value === 'string') {
    const key = r.node(value);
    return key === undefined ? undefined : { shape: 'set', nodes: [key], edges: [] };
  }
  if (Array.isArray(value)) return fromList(value, r);
  if (top && value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const found = Array.isArray(v) ? fromList(v, r) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

function fromList(list: unknown[], r: NodeResolver): Found | undefined {
  if (list.length === 0) return undefined;
  if (list.every(Array.isArray)) return fromLists(list as unknown[][], r);
  const nodes = list.map((v) => r.node(v));
  if (nodes.some((k) => k === undefined)) return undefined;
  const keys = nodes as string[];
  const edges = consecutivePairs(keys);
  if (keys.length >= 2 && edges.every(([a, b]) => r.adjacent(a, b))) {
    // A → B → A walks back along one edge: a path, not a cycle.
    if (keys.length >= 4 && keys[0] === keys.at(-1))
      return { shape: 'cycle', nodes: keys.slice(0, -1), edges };
    return { shape: 'path', nodes: keys, edges };
  }
  return { shape: 'set', nodes: [...new Set(keys)], edges: [] };
}

/** Pairs that are all edges make a subgraph; other lists of nodes make one set. */
function fromLists(lists: unknown[][], r: NodeResolver): Found | undefined {
  const resolved = lists.map((l) => l.map((v) => r.node(v)));
  if (resolved.some((l) => l.length === 0 || l.some((k) => k === undefined))) return undefined;
  const keys = resolved as string[][];
  const nodes = [...new Set(keys.flat())];
  if (keys.every((l) => l.length === 2 && r.adjacent(l[0]!, l[1]!))) {
    return { shape: 'subgraph', nodes, edges: keys.map((l) => [l[0]!, l[1]!]) };
  }
  return { shape: 'set', nodes, edges: [] };
}

function consecutivePairs(keys: string[]): [string, string][] {
  return keys.slice(1).map((k, i) => [keys[i]!, k]);
}

/** The last bracketed list in the last successful program's output that is a path. */
function printedPath(trace: readonly TraceStep[], r: NodeResolver): Found | undefined {
  const run = trace.findLast((s) => s.kind === 'exec' && s.ok);
  const output = run?.kind === 'exec' ? (run.output ?? '') : '';
  const lists = [...output.matchAll(/\[([^[\]]*)\]/g)].map((m) =>
    m[1]!.split(',').map((t) => t.trim().replace(/^['"]|['"]$/g, '')),
  );
  for (const items of lists.reverse()) {
    const found = items.length >= 2 ? fromList(items, r) : undefined;
    if (found?.shape === 'path') return found;
  }
  return undefined;
}

/** The nodes the input step's parameters name (source, target, node). */
function endpoints(trace: readonly TraceStep[], r: NodeResolver): Found | undefined {
  const params = noteData(trace, 'input')?.params;
  const nodes = (['source', 'target', 'node'] as const)
    .map((f) => r.node(params?.[f]))
    .filter((k): k is string => k !== undefined);
  return nodes.length ? { shape: 'endpoints', nodes: [...new Set(nodes)], edges: [] } : undefined;
}

/** Nodes named in tool-call arguments, in call order. */
function walkedNodes(trace: readonly TraceStep[], r: NodeResolver): string[] {
  const walk: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit);
    else {
      const key = r.node(v);
      if (key !== undefined && walk.at(-1) !== key) walk.push(key);
    }
  };
  for (const s of trace) if (s.kind === 'tool') visit(s.args);
  return walk;
}
