/**
 * Each graph's transfer form (graph-transfer.ts) copied out of the host heap once per GraphData
 * object — GraphData is treated as immutable — so repair rounds and later questions on the same
 * graph object neither convert nor serialize it again; each run copies it into its own isolate.
 *
 * One table for the process, not one per executor: a pool's isolates (server/view/executor-pool.ts)
 * and the executors of successive `ask()` calls share the graph's one copy. It lives as long as
 * the GraphData object does (a WeakMap); whoever keeps graphs for later questions (app/graph-cache.ts)
 * frees a graph's copy as it lets the graph go (releaseTransferForm), as the copy's memory is
 * outside the heap and no collector would hurry to free it.
 */
import type IsolatedVm from 'isolated-vm';
import type { GraphData } from '../../graph/model.js';
import { toTransferGraph } from './graph-transfer.js';
import type { Ivm } from './isolated-vm.js';

const copies = new WeakMap<GraphData, IsolatedVm.ExternalCopy>();

export class TransferCache {
  /** The transfer form of `g`, made on first use. */
  of(ivm: Ivm, g: GraphData): IsolatedVm.ExternalCopy {
    let copy = copies.get(g);
    if (!copy) {
      copy = new ivm.ExternalCopy(toTransferGraph(g));
      copies.set(g, copy);
    }
    return copy;
  }
}

/**
 * Frees `g`'s transfer form, when one was made; a later run on `g` makes it again. Builds already
 * handed the copy keep their own reference (isolated-vm counts them).
 */
export function releaseTransferForm(g: GraphData): void {
  const copy = copies.get(g);
  if (!copy) return;
  copies.delete(g);
  copy.release();
}

/** Whether `g`'s transfer form is kept (tests). */
export function hasTransferForm(g: GraphData): boolean {
  return copies.has(g);
}
