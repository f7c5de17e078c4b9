/**
 * How much of the tree one layer of the hierarchical retriever shows. Algorithm 1 shows exactly
 * one level per layer, so a deep tree costs one model call per level even when the kept branches
 * are small. Here a layer starts from that level and then opens sections in place of their
 * children, smallest first, for as long as the layer stays within a budget of entries (one model
 * call's worth): small branches are judged at the finest level at once, large ones stay folded
 * and are pruned first. Opening never drops anything: every leaf under the layer's entries stays
 * reachable.
 */
import type { DocNode, DocSection } from './doc-tree.js';

/**
 * The entries a layer shows: `level` with sections replaced by their children, smallest first
 * (fewest children; ties in document order), while the count stays ≤ `budget`. Document order is
 * kept. A section with one child costs no entry, so it opens whenever the layer is within budget;
 * a budget below `level.length` opens nothing.
 */
export function openWithinBudget(level: readonly DocNode[], budget: number): DocNode[] {
  let entries = [...level];
  for (;;) {
    const room = budget - entries.length;
    let smallest: { at: number; section: DocSection } | undefined;
    for (const [at, node] of entries.entries()) {
      if (node.kind !== 'section' || node.children.length - 1 > room) continue;
      if (!smallest || node.children.length < smallest.section.children.length)
        smallest = { at, section: node };
    }
    if (!smallest) return entries;
    const { at, section } = smallest;
    entries = [...entries.slice(0, at), ...section.children, ...entries.slice(at + 1)];
  }
}
