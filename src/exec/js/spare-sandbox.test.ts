import { afterAll, describe, expect, it } from 'vitest';
import { pathGraph } from '../test-support/graphs.js';
import { loadIsolatedVm } from './isolated-vm.js';
import { SpareSandbox } from './spare-sandbox.js';
import { TransferCache } from './transfer-cache.js';

const spare = new SpareSandbox(new TransferCache());
afterAll(() => spare.close());

describe('SpareSandbox', () => {
  it('hands graphs built ahead only to a run with the same graph objects and memory limit', async () => {
    const ivm = await loadIsolatedVm();
    const G = pathGraph();
    const take = async (memoryMb: number, graphs: Parameters<SpareSandbox['take']>[2]) => {
      const { sandbox, graphsIn } = await spare.take(ivm, memoryMb, graphs);
      sandbox.dispose();
      return graphsIn;
    };
    await spare.fillWith(ivm, 64, { G });
    expect(await take(96, { G })).toBe(false);
    await spare.fillWith(ivm, 64, { G });
    expect(await take(64, { G: pathGraph() })).toBe(false);
    await spare.fillWith(ivm, 64, { G });
    expect(await take(64, { G, G_prime: pathGraph() })).toBe(false);
    await spare.fillWith(ivm, 64, { G });
    expect(await take(64, { G })).toBe(true);
  });
});
