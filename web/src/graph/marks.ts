/**
 * What the drawing marks on a graph, by shape — never by method or task: a path (its endpoints
 * marked), a cycle, a set of nodes, a set of edges (an answer's, or a cut), an agent's walk.
 * The canvas draws marks only. They come from the program's evidence when it gave one — a path, a
 * cycle, two sides, an order, a minimum cut, a mapping (a node set whose tags name the pattern's
 * nodes), a node or edge set — else from the answer's highlight (marksFromHighlight).
 */
import type { AnswerHighlight, EvidenceView } from '../types';

/** Two node keys; in a directed graph, from the first to the second. */
export type NodePair = readonly [string, string];

/** Why a node set is marked. */
export type NodeRole = 'answer' | 'endpoint' | 'matched';

/** Why an edge set is marked. */
export type EdgeRole = 'answer' | 'cut';

/** One thing to draw on the graph. `caption` says what it is, in the legend and the text alternative. */
export type Mark =
  /** Nodes in order, each joined to the next; the first and the last are the endpoints. */
  | { kind: 'path'; nodes: string[]; caption: string }
  /** Nodes in order, each joined to the next and the last to the first (not repeated). */
  | { kind: 'cycle'; nodes: string[]; caption: string }
  /** A set of nodes; `tags` adds a word to a node's label (a mapping's pattern node, a rank). */
  | { kind: 'nodes'; nodes: string[]; role: NodeRole; caption: string; tags?: Record<string, string> }
  /** A set of edges (their nodes are marked too, as the edges' ends). */
  | { kind: 'edges'; edges: NodePair[]; role: EdgeRole; caption: string }
  /** The nodes an agent visited, in order (numbered on the drawing). */
  | { kind: 'walk'; nodes: string[]; caption: string };

/** The kinds of mark, for lists and tests. */
export type MarkKind = Mark['kind'];

/** The marks of a program's evidence. */
export function marksFromEvidence(e: EvidenceView): Mark[] {
  const caption = e.caption;
  switch (e.kind) {
    case 'path':
      return [{ kind: 'path', nodes: e.nodes, caption }];
    case 'cycle':
    case 'odd-cycle':
      return [{ kind: 'cycle', nodes: e.nodes, caption }];
    case 'order':
      return [{ kind: 'nodes', nodes: e.nodes, role: 'answer', caption, tags: numbered(e.nodes) }];
    case 'component':
    case 'nodes':
      return [{ kind: 'nodes', nodes: e.nodes, role: 'answer', caption }];
    case 'sides': {
      const tags = Object.fromEntries([
        ...e.sides[0].map((k) => [k, 'A'] as const),
        ...e.sides[1].map((k) => [k, 'B'] as const),
      ]);
      return [{ kind: 'nodes', nodes: [...e.sides[0], ...e.sides[1]], role: 'answer', caption, tags }];
    }
    case 'cut':
      return [{ kind: 'edges', edges: e.edges, role: 'cut', caption }];
    case 'edges':
      return [{ kind: 'edges', edges: e.edges, role: 'answer', caption }];
    case 'mapping':
      return [
        {
          kind: 'nodes',
          nodes: e.pairs.map(([, k]) => k),
          role: 'matched',
          caption,
          tags: Object.fromEntries(e.pairs.map(([p, k]) => [k, p])),
        },
      ];
  }
}

/** Position tags 1, 2, 3, … for an order. */
function numbered(nodes: readonly string[]): Record<string, string> {
  return Object.fromEntries(nodes.map((k, i) => [k, String(i + 1)]));
}

/** The marks of an answer's highlight: its evidence when it has one, else the answer's nodes. */
export function marksFromHighlight(h: AnswerHighlight | null): Mark[] {
  if (!h) return [];
  const marks: Mark[] = h.evidence ? marksFromEvidence(h.evidence) : answerMarks(h);
  if (h.walk.length > 0)
    marks.push({ kind: 'walk', nodes: h.walk, caption: `The walk: ${h.walk.length} steps, in order.` });
  return marks;
}

/** The marks of what the answer itself names (when there is no evidence to draw instead). */
function answerMarks(h: AnswerHighlight): Mark[] {
  const marks: Mark[] = [];
  const caption = h.note;
  switch (h.shape) {
    case 'path':
      marks.push({ kind: 'path', nodes: h.nodes, caption });
      break;
    case 'cycle':
      marks.push({ kind: 'cycle', nodes: h.nodes, caption });
      break;
    case 'subgraph':
      marks.push({ kind: 'edges', edges: h.edges, role: 'answer', caption });
      break;
    case 'set':
      marks.push({ kind: 'nodes', nodes: h.nodes, role: 'answer', caption });
      break;
    case 'endpoints':
      marks.push({ kind: 'nodes', nodes: h.nodes, role: 'endpoint', caption });
      break;
    case 'none':
      break;
  }
  return marks;
}

/** The edges a mark runs along, in order (a cycle's closing edge included). */
export function markEdges(mark: Mark): NodePair[] {
  switch (mark.kind) {
    case 'path':
    case 'walk':
      return consecutive(mark.nodes);
    case 'cycle':
      return mark.nodes.length < 2 ? [] : consecutive([...mark.nodes, mark.nodes[0]!]);
    case 'edges':
      return mark.edges;
    case 'nodes':
      return [];
  }
}

/** The nodes a mark names, each once, in the mark's order. */
export function markNodes(mark: Mark): string[] {
  return mark.kind === 'edges' ? [...new Set(mark.edges.flat())] : [...new Set(mark.nodes)];
}

function consecutive(nodes: readonly string[]): NodePair[] {
  return nodes.slice(1).map((k, i) => [nodes[i]!, k] as const);
}
