/**
 * Each graph's transfer form (graph-transfer.ts) copied out of the host heap once per GraphData
 * object — GraphData is treated as immutable — so repair rounds and later questions on the same
 * graph object neither convert nor serialize it again; each run copies it into its own isolate.
 *
 * One table for the process, not one per executor: a pool's isolates (exec/executor-pool.ts)
 * and the executors of successive `ask()` calls share the graph's one copy. It lives as long as
 * the GraphData object does (a WeakMap, transfer-forms.ts); whoever keeps graphs for later
 * questions (app/graph-cache.ts) frees a graph's copy as it lets the graph go (releaseTransferForm):
 * the copy's memory is outside the heap, where no collector would hurry to free it.
 */
import type IsolatedVm from 'isolated-vm';
import type { GraphData } from '../../graph/model.js';
import { toTransferGraph } from './graph-transfer.js';
import type { Ivm } from './isolated-vm.js';
import { transferForms } from './transfer-forms.js';

export class TransferCache {
  /** The transfer form of `g`, made on first use. */
  of(ivm: Ivm, g: GraphData): IsolatedVm.ExternalCopy {
    let copy = transferForms.get(g);
    if (!copy) {
      copy = new ivm.ExternalCopy(toTransferGraph(g));
      transferForms.set(g, copy);
    }
    return copy;
  }
}
