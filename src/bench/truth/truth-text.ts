/** Any truth the bench scores against, written for reports (a label's kinds as labels are written). */
import { truthText } from '../datasets/labels.js';
import type { BenchTruth } from '../types.js';

/** Items shown in a report before the rest are counted. */
const SHOWN_ITEMS = 20;

/** `t` as report text: a label's kinds as labels.ts writes them, item sets and maze walks in brief. */
export function benchTruthText(t: BenchTruth): string {
  if (t.kind === 'items') {
    const shown = t.items.slice(0, SHOWN_ITEMS).join(', ');
    const more = t.items.length > SHOWN_ITEMS ? `, … (${t.items.length} items)` : '';
    return `${t.match === 'one' ? 'one of ' : ''}{${shown}${more}}`;
  }
  if (t.kind === 'maze-path') return `a path ${t.source} → ${t.target} (shortest ${t.shortest} steps)`;
  if (t.kind === 'clique') return `a clique of ${t.size} nodes, e.g. ${JSON.stringify(t.example)}`;
  if ('value' in t && !isLabelKind(t.kind)) return JSON.stringify(t.value);
  return truthText(t as Parameters<typeof truthText>[0]);
}

function isLabelKind(kind: string): boolean {
  return ['yes-no', 'number', 'order', 'path-length', 'set'].includes(kind);
}
