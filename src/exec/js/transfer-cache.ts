/**
 * Each graph's transfer form (graph-transfer.ts) copied out of the host heap once per GraphData
 * object — GraphData is treated as immutable — so repair rounds and later questions on the same
 * graph object neither convert nor serialize it again; each run copies it into its own isolate.
 */
import type IsolatedVm from 'isolated-vm';
import type { GraphData } from '../../graph/model.js';
import { toTransferGraph } from './graph-transfer.js';
import type { Ivm } from './isolated-vm.js';

export class TransferCache {
  private readonly copies = new WeakMap<GraphData, IsolatedVm.ExternalCopy>();

  /** The transfer form of `g`, made on first use. */
  of(ivm: Ivm, g: GraphData): IsolatedVm.ExternalCopy {
    let copy = this.copies.get(g);
    if (!copy) {
      copy = new ivm.ExternalCopy(toTransferGraph(g));
      this.copies.set(g, copy);
    }
    return copy;
  }
}
