/**
 * The table of graphs' transfer forms (transfer-cache.ts makes them): one for the process, keyed by
 * GraphData object. Apart from the maker, so that whoever only frees them (app/graph-cache.ts)
 * loads neither the converter nor graphology.
 */
import type IsolatedVm from 'isolated-vm';
import type { GraphData } from '../../graph/model.js';

export const transferForms = new WeakMap<GraphData, IsolatedVm.ExternalCopy>();

/**
 * Frees `g`'s transfer form, when one was made; a later run on `g` makes it again. Builds already
 * handed the copy keep their own reference (isolated-vm counts them).
 */
export function releaseTransferForm(g: GraphData): void {
  const copy = transferForms.get(g);
  if (!copy) return;
  transferForms.delete(g);
  copy.release();
}

/** Whether `g`'s transfer form is kept (tests). */
export function hasTransferForm(g: GraphData): boolean {
  return transferForms.has(g);
}
