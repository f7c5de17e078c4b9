import { afterAll, describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { labeledGraph, pathGraph } from '../test-support/graphs.js';
import { JsExecutor } from './js-executor.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 5000, memoryMb: 128 } });
afterAll(() => ex.close());

/** A path of `m` edges: large enough that building it takes far longer than a trivial program. */
function longPath(m: number): GraphData {
  const nodes = Array.from({ length: m + 1 }, (_, id) => ({ id, labels: [], properties: {} }));
  const edges = Array.from({ length: m }, (_, i) => ({ source: i, target: i + 1, properties: {} }));
  return { directed: false, nodes, edges };
}

describe('JsExecutor.prepareGraphs', () => {
  it('builds the graphs before the run: the time limit is left to the program', async () => {
    const big = longPath(200_000);
    const limits = { timeLimitMs: 100, memoryMb: 256 };
    const cold = await ex.run('answer = G.size', { graphs: { G: longPath(200_000) } }, limits);
    expect(cold).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await ex.prepareGraphs({ G: big }, limits);
    const warm = await ex.run('answer = G.size', { graphs: { G: big } }, limits);
    expect(warm).toMatchObject({ ok: true, answer: 200_000 });
  });

  it('resolves once the build runs on its own: it goes on while this thread is busy', async () => {
    const limits = { memoryMb: 256 };
    const t0 = performance.now();
    await ex.run('answer = G.size', { graphs: { G: longPath(150_000) } }, limits);
    const cold = performance.now() - t0;
    const big = longPath(150_000);
    await ex.prepareGraphs({ G: big }, limits);
    // Synchronous work, as loading a store is: no turn of the event loop until it ends.
    const until = performance.now() + Math.max(1500, 3 * cold);
    while (performance.now() < until);
    const t1 = performance.now();
    expect((await ex.run('answer = G.size', { graphs: { G: big } }, limits)).answer).toBe(150_000);
    expect(performance.now() - t1).toBeLessThan(cold / 2);
  });

  it('gives the repair round after a failed run a fresh G again', async () => {
    const G = pathGraph();
    await ex.prepareGraphs({ G });
    const failed = await ex.run('G.dropNode("0"); G.addNode("x"); throw new Error("no")', { graphs: { G } });
    expect(failed.ok).toBe(false);
    const again = await ex.run('answer = [G.order, G.hasNode("0"), G.hasNode("x")]', { graphs: { G } });
    expect(again.answer).toEqual([5, true, false]);
  });

  it('never lets a run see graphs prepared for another', async () => {
    await ex.prepareGraphs({ G: pathGraph(), G_prime: labeledGraph() });
    const r = await ex.run('answer = [G.type, G.order, typeof G_prime]', { graphs: { G: labeledGraph() } });
    expect(r.answer).toEqual(['directed', 2, 'undefined']);
  });

  it('is ignored for another memory limit, and for bad names or limits', async () => {
    const G = pathGraph();
    await ex.prepareGraphs({ G }, { memoryMb: 64 });
    expect((await ex.run('answer = G.order', { graphs: { G } }, { memoryMb: 96 })).answer).toBe(5);
    await ex.prepareGraphs({ 'not a name': G });
    await ex.prepareGraphs({ G }, { memoryMb: -1 });
    expect((await ex.run('answer = G.size', { graphs: { G } })).answer).toBe(3);
  });
});

describe('JsExecutor.prepareGraphs on graphs it cannot copy', () => {
  it('does not throw; the run reports the problem', async () => {
    const G = pathGraph();
    const bad = {
      ...G,
      nodes: [...G.nodes, { id: 9, labels: [], properties: { f: () => 1 } }],
    } as unknown as GraphData;
    await expect(ex.prepareGraphs({ G: bad })).resolves.toBeUndefined();
    const r = await ex.run('answer = G.order', { graphs: { G: bad } });
    expect(r).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(r.error?.message).toMatch(/sandbox failed/);
    // The executor still works afterwards.
    expect((await ex.run('answer = G.order', { graphs: { G } })).answer).toBe(5);
  });
});
