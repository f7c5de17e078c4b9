/**
 * The graphology graph sigma draws, from the server's view: nodes colored by label and named by
 * their name property, edges keyed by their place in the view (`e0`, `e1`, …, so a click finds the
 * edge's properties), with their weight as a label when the graph is weighted and small enough to
 * read them. Positions come later (layout.ts).
 */
import Graph from 'graphology';
import type { GraphView } from '../types';
import { type LabelColors, MARK_COLORS } from './palette';

/** Weights are written on the edges up to this many edges. */
export const WEIGHT_LABELS_MAX_EDGES = 400;

/** Node attributes the page sets (sigma reads x, y, size, color, label, forceLabel, zIndex). */
export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  /** The label color, kept when `color` fades. */
  baseColor: string;
  label: string;
  /** The label without the marks' tags. */
  name: string;
  /** Words the marks add to the label ("start", a walk's step number, a mapped pattern node). */
  tags?: string[];
  /** A marked node's ring color (drawn around the disc with its label). */
  ring?: string;
  /** How the label is drawn: a marked node's bold, an unmarked one's faint when something is marked. */
  labelStyle: 'marked' | 'plain' | 'faint';
  zIndex: number;
  forceLabel?: boolean;
}

/** Edge attributes the page sets. */
export interface EdgeAttributes {
  /** The edge's index in the view. */
  index: number;
  size: number;
  color: string;
  label?: string;
  labelColor: string;
  zIndex: number;
}

/** A weight as written on an edge: up to two decimals. */
export function formatWeight(w: number): string {
  return Number.isInteger(w) ? String(w) : String(Math.round(w * 100) / 100);
}

/** A node's radius in pixels, by how many nodes are drawn. */
export function nodeRadius(order: number): number {
  return order <= 80 ? 7 : Math.max(2, 6 - Math.log10(order));
}

/** Builds the graph, with grid cells as positions when the view has them. */
export function buildGraph(view: GraphView, colors: LabelColors): Graph<NodeAttributes, EdgeAttributes> {
  const g = new Graph<NodeAttributes, EdgeAttributes>({
    type: view.directed ? 'directed' : 'undirected',
    multi: true,
    allowSelfLoops: true,
  });
  const size = nodeRadius(view.nodes.length);
  const colorOf = new Map(colors.legend.map((l) => [l.label, l.color]));
  // Grid cells are spaced to hold a short label: wider than tall.
  for (const n of view.nodes) {
    const color = colorOf.get(colors.labelOf.get(n.key) ?? '') ?? '#868e96';
    g.addNode(n.key, {
      x: (n.col ?? 0) * 3,
      y: n.row === undefined ? 0 : -n.row * 2,
      size,
      color,
      baseColor: color,
      label: n.label,
      name: n.label,
      labelStyle: 'plain',
      zIndex: 0,
    });
  }
  const weights = view.weighted && view.edges.length <= WEIGHT_LABELS_MAX_EDGES;
  view.edges.forEach((e, index) => {
    if (!g.hasNode(e.source) || !g.hasNode(e.target)) return;
    g.addEdgeWithKey(`e${index}`, e.source, e.target, {
      index,
      size: 1,
      color: MARK_COLORS.edge,
      labelColor: '#868e96',
      zIndex: 0,
      ...(weights && e.weight !== undefined ? { label: formatWeight(e.weight) } : {}),
    });
  });
  return g;
}
