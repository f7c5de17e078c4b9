/**
 * Colors: nodes by label (a node with several labels by its rarest, most specific one: a Plant
 * that is also a Facility is a Plant), and the marks' colors, chosen apart from the labels' so a
 * marked edge never reads as a label.
 */
import type { ViewNode } from '../types';

/** What an unlabeled node is called (the stores' DEFAULT_NODE_LABEL). */
export const NO_LABEL = 'Node';

/** Label colors, in order of first use: blues, greens, purples, browns — no orange or red. */
const LABEL_COLORS = [
  '#4c6ef5',
  '#2b8a3e',
  '#9c36b5',
  '#0b7285',
  '#d6336c',
  '#5f3dc4',
  '#74b816',
  '#845ef7',
  '#1864ab',
  '#66a80f',
];
/** Beyond the palette, every further label shares this gray. */
const OTHER_COLOR = '#868e96';

/** Colors of the marks. */
export const MARK_COLORS = {
  path: '#e8590c',
  cycle: '#e8590c',
  answer: '#e8590c',
  cut: '#c92a2a',
  walk: '#1971c2',
  edge: '#ced4da',
} as const;

/** Each node's coloring label, and each label's color and count (most common first). */
export interface LabelColors {
  labelOf: Map<string, string>;
  legend: { label: string; color: string; count: number }[];
}

/** Colors `nodes` by label. */
export function labelColors(nodes: readonly Pick<ViewNode, 'key' | 'labels'>[]): LabelColors {
  const counts = new Map<string, number>();
  for (const n of nodes)
    for (const l of n.labels?.length ? n.labels : [NO_LABEL]) counts.set(l, (counts.get(l) ?? 0) + 1);
  const labelOf = new Map<string, string>();
  for (const n of nodes) {
    const labels = n.labels?.length ? n.labels : [NO_LABEL];
    // The rarest label is the most specific; ties keep the node's own order.
    const rarest = labels.reduce((a, b) => (counts.get(b)! < counts.get(a)! ? b : a));
    labelOf.set(n.key, rarest);
  }
  const used = new Map<string, number>();
  for (const l of labelOf.values()) used.set(l, (used.get(l) ?? 0) + 1);
  const legend = [...used]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label, count], i) => ({ label, count, color: LABEL_COLORS[i] ?? OTHER_COLOR }));
  return { labelOf, legend };
}

/** `color` mixed with white: `amount` 0 keeps it, 1 is white. Takes #rrggbb. */
export function fade(color: string, amount: number): string {
  const channel = (i: number) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}
