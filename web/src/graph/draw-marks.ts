/**
 * Draws marks on the graph (the one place that knows how a path, a cycle, a node set, an edge set
 * and a walk look): when anything is marked, everything else fades; marked nodes keep their label
 * color, grow, get a ring in the mark's color and are always labeled; a path's endpoints grow most and are tagged "start" and
 * "end"; marked edges are thick and colored by role. It returns what it actually drew, which the
 * page exposes as text and data attributes.
 */
import type Graph from 'graphology';
import type { EdgeAttributes, NodeAttributes } from './build-graph';
import { type Mark, markEdges, markNodes, type NodePair, type NodeRole } from './marks';
import { fade, MARK_COLORS } from './palette';

/** What was drawn for the marks. */
export interface DrawnMarks {
  /** Each marked node, with what marks it, in words ("path start", "in the answer", "walk step 3"). */
  nodes: Map<string, string[]>;
  /** Marked edges drawn, as "source-target" of the graph's own edges, in mark order. */
  edges: string[];
  /** Per mark, the pairs it names that the drawing has no edge for (sampled out, or not edges). */
  missingEdges: NodePair[];
  /** Marked nodes the drawing does not have (sampled out). */
  missingNodes: string[];
}

const GROW = { member: 1.5, answer: 1.8, endpoint: 2.1 } as const;

type G = Graph<NodeAttributes, EdgeAttributes>;

/** The color a mark is drawn in: its edges, and the rings of its nodes. */
export function markColor(mark: Mark): string {
  if (mark.kind === 'edges') return mark.role === 'cut' ? MARK_COLORS.cut : MARK_COLORS.answer;
  if (mark.kind === 'nodes') return MARK_COLORS.answer;
  return MARK_COLORS[mark.kind];
}

/** Draws `marks` on `graph` in place. */
export function drawMarks(graph: G, marks: readonly Mark[]): DrawnMarks {
  const drawn: DrawnMarks = { nodes: new Map(), edges: [], missingEdges: [], missingNodes: [] };
  if (marks.length === 0) return drawn;
  const base = graph.order ? graph.getNodeAttribute(graph.nodes()[0]!, 'size') : 1;
  graph.updateEachNodeAttributes((_, a) => ({ ...a, color: fade(a.baseColor, 0.6), labelStyle: 'faint' }));
  graph.updateEachEdgeAttributes((_, a) => ({ ...a, color: fade(MARK_COLORS.edge, 0.35) }));

  const markNode = (key: string, what: string, ring: string, grow: number, tag?: string) => {
    if (!graph.hasNode(key)) {
      if (!drawn.missingNodes.includes(key)) drawn.missingNodes.push(key);
      return;
    }
    const a = graph.getNodeAttributes(key);
    const tags = [...(a.tags ?? []), ...(tag ? [tag] : [])];
    graph.mergeNodeAttributes(key, {
      color: a.baseColor,
      size: Math.max(a.size, base * grow),
      labelStyle: 'marked',
      forceLabel: true,
      zIndex: 1,
      label: tags.length ? `${a.name} · ${tags.join(' · ')}` : a.name,
      tags,
      // The first mark's ring stays: a path's endpoints keep its color when a walk passes them.
      ring: a.ring ?? ring,
    });
    drawn.nodes.set(key, [...(drawn.nodes.get(key) ?? []), what]);
  };

  for (const mark of marks) {
    const color = markColor(mark);
    for (const [a, b] of markEdges(mark)) {
      const edges = edgesBetween(graph, a, b);
      if (edges.length === 0) drawn.missingEdges.push([a, b]);
      for (const e of edges) {
        graph.mergeEdgeAttributes(e, {
          color,
          size: mark.kind === 'edges' && mark.role === 'cut' ? 5 : mark.kind === 'walk' ? 3 : 4,
          labelColor: '#1f2430',
          zIndex: 1,
        });
        const [s, t] = graph.extremities(e);
        const pair = `${s}-${t}`;
        if (!drawn.edges.includes(pair)) drawn.edges.push(pair);
      }
    }
    const nodes = markNodes(mark);
    switch (mark.kind) {
      case 'path':
        nodes.forEach((k, i) => {
          const end = i === 0 ? 'start' : i === nodes.length - 1 ? 'end' : undefined;
          markNode(k, end ? `path ${end}` : 'on the path', color, end ? GROW.endpoint : GROW.member, end);
        });
        break;
      case 'walk':
        mark.nodes.forEach((k, i) => {
          markNode(k, `walk step ${i + 1}`, color, GROW.member, String(i + 1));
        });
        break;
      case 'nodes':
        for (const k of nodes)
          markNode(
            k,
            nodeRoleWords(mark.role, mark.tags?.[k]),
            color,
            mark.role === 'endpoint' ? GROW.endpoint : GROW.answer,
            mark.tags?.[k],
          );
        break;
      case 'cycle':
        for (const k of nodes) markNode(k, 'on the cycle', color, GROW.member);
        break;
      case 'edges':
        for (const k of nodes)
          markNode(
            k,
            mark.role === 'cut' ? 'end of a cut edge' : 'end of an answer edge',
            color,
            GROW.member,
          );
        break;
    }
  }
  return drawn;
}

function nodeRoleWords(role: NodeRole, tag: string | undefined): string {
  if (role === 'matched') return tag ? `matched as ${tag}` : 'matched';
  return role === 'endpoint' ? 'named by the question' : 'in the answer';
}

/**
 * The drawn edges a mark's pair stands for: in a directed graph those from the first node to the
 * second, or — when there are none — the other way (an answer may list a path against the arrows).
 */
export function edgesBetween(graph: Pick<G, 'hasNode' | 'edges' | 'type'>, a: string, b: string): string[] {
  if (!graph.hasNode(a) || !graph.hasNode(b)) return [];
  const forward = graph.edges(a, b);
  return forward.length > 0 || graph.type === 'undirected' ? forward : graph.edges(b, a);
}
