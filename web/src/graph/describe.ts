/**
 * Marks and the drawing in words: the canvas's text alternative, and what the legend says.
 * Nodes are named as a person reads them: "Store Berlin Mitte (R1)" when a node has a name,
 * its id otherwise.
 */
import type { GraphView } from '../types';
import { type Mark, markEdges, markNodes } from './marks';

/** A node as a person reads it. */
export type NameOf = (key: string) => string;

/** Names nodes of `view`: "name (id)" when the name differs from the id. */
export function namer(view: Pick<GraphView, 'nodes'>): NameOf {
  const labels = new Map(view.nodes.map((n) => [n.key, n.label]));
  return (key) => {
    const label = labels.get(key);
    return label === undefined || label === key ? key : `${label} (${key})`;
  };
}

/** The total weight along `pairs`, when every pair is a weighted edge of `view` (the lightest, if several). */
export function weightAlong(
  view: Pick<GraphView, 'edges' | 'directed'>,
  pairs: readonly (readonly [string, string])[],
): number | undefined {
  const lightest = new Map<string, number>();
  for (const e of view.edges) {
    if (e.weight === undefined) continue;
    const ids = view.directed
      ? [`${e.source}\u0000${e.target}`]
      : [`${e.source}\u0000${e.target}`, `${e.target}\u0000${e.source}`];
    for (const id of ids) lightest.set(id, Math.min(lightest.get(id) ?? Infinity, e.weight));
  }
  let total = 0;
  for (const [a, b] of pairs) {
    const w = lightest.get(`${a}\u0000${b}`);
    if (w === undefined) return undefined;
    total += w;
  }
  return Math.round(total * 1e9) / 1e9;
}

/** One sentence naming what a mark draws. */
export function describeMark(mark: Mark, name: NameOf, view?: Pick<GraphView, 'edges' | 'directed'>): string {
  const nodes = markNodes(mark);
  const list = (keys: readonly string[], sep: string) => keys.map(name).join(sep);
  const weight =
    view && (mark.kind === 'path' || mark.kind === 'cycle') ? weightAlong(view, markEdges(mark)) : undefined;
  const weighs = weight === undefined ? '' : `, total weight ${weight}`;
  switch (mark.kind) {
    case 'path':
      return `Path from ${name(mark.nodes[0]!)} to ${name(mark.nodes.at(-1)!)} (${mark.nodes.length} nodes${weighs}): ${list(mark.nodes, ' → ')}.`;
    case 'cycle':
      return `Cycle of ${mark.nodes.length} nodes${weighs}: ${list([...mark.nodes, mark.nodes[0]!], ' → ')}.`;
    case 'nodes': {
      const what = { answer: 'in the answer', endpoint: 'named by the question', matched: 'matched' }[
        mark.role
      ];
      const tagged = nodes.map((k) => (mark.tags?.[k] ? `${name(k)} as ${mark.tags[k]}` : name(k)));
      return `${nodes.length === 1 ? 'The node' : `${nodes.length} nodes`} ${what}: ${tagged.join(', ')}.`;
    }
    case 'edges': {
      const what = mark.role === 'cut' ? 'cut' : 'in the answer';
      const arrow = view?.directed ? ' → ' : ' — ';
      return `${mark.edges.length} edge${mark.edges.length === 1 ? '' : 's'} ${what}: ${mark.edges.map(([a, b]) => `${name(a)}${arrow}${name(b)}`).join(', ')}.`;
    }
    case 'walk':
      return `Walk of ${mark.nodes.length} steps: ${list(mark.nodes, ' → ')}.`;
  }
}
