/**
 * The library's JIT warm-up in spare sandboxes (jit-warm-up.ts, sandbox/warm-library.ts): a
 * program in a warmed spare meets exactly what it meets in a cold sandbox — the same globals, no
 * graph, memory or output of the warm-up, the same answers on its G; the warm-up runs only in
 * spares built for graphs over the threshold; and one that throws or times out still leaves a
 * spare that answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { columnarGraph, edgeColumns } from '../../graph/formats/edge-columns.js';
import type { GraphData } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { type Ivm, loadIsolatedVm } from './isolated-vm.js';
import { JIT_WARM_UP_MIN_EDGES, warmLibraryIn, warmUpGraphs, worthWarmingUp } from './jit-warm-up.js';
import { JsExecutor } from './js-executor.js';
import { prepareProgram } from './program.js';
import { createSandbox, type Sandbox } from './sandbox-instance.js';
import { SpareSandbox, type SpareSandboxOptions } from './spare-sandbox.js';
import { TransferCache } from './transfer-cache.js';

/** A random weighted graph of the test's own (not the warm-up's): string and number ids, `m` edges. */
function randomGraph(seed: number, directed: boolean, n: number, m: number): GraphData {
  const rng = mulberry32(seed);
  const ids = Array.from({ length: n }, (_, i) => (i % 5 === 0 ? `n${i}` : i));
  const edges = Array.from({ length: m }, () => ({
    source: ids[Math.floor(rng() * n)]!,
    target: ids[Math.floor(rng() * n)]!,
    properties: {},
    weight: 1 + Math.floor(rng() * 9),
  }));
  return { directed, nodes: ids.map((id) => ({ id, labels: [], properties: { weight: 1 } })), edges };
}

/**
 * Everything a program can read that the warm-up could have left: the global object's names and
 * what they hold, the built-ins' and the library's own properties, graphs reachable from globals,
 * G's listeners (the library's per-graph memory hangs on them), and the library's answers on G.
 */
const PROBE = `
const names = (o) => Object.getOwnPropertyNames(o).sort();
// The capture hook's name is random per program (program.ts).
const globals = names(globalThis).filter((k) => !k.startsWith('__grraf_answer_')).map((k) => {
  const d = Object.getOwnPropertyDescriptor(globalThis, k);
  const v = d.value;
  return [k, typeof v, typeof v === 'function' || typeof v === 'object' ? v !== null && names(v).length : String(v)];
});
const graphsSeen = names(globalThis).filter((k) => { try { return globalThis[k] instanceof Graph; } catch { return true; } });
const calls = {
  sssp: () => singleSourceShortestPathLength(G, '1'),
  hops: () => singleSourceShortestPathLength(G, '1', { weight: null }),
  cc: () => connectedComponents(G),
  scc: () => stronglyConnectedComponents(G),
  topo: () => topologicalSort(G),
  clustering: () => clustering(G),
  averageClustering: () => averageClustering(G),
  mst: () => minimumSpanningTree(G),
  triangle: () => maxWeightTriangle(G),
  bipartite: () => isBipartite(G),
  flow: () => maximumFlowValue(G, '1', '2'),
  path: () => shortestPath(G, '1', '2'),
};
const answers = {};
for (const [k, f] of Object.entries(calls)) {
  try { answers[k] = JSON.stringify(f()); } catch (e) { answers[k] = 'throws ' + e.message; }
}
answer = {
  globals,
  graphsSeen,
  builtins: [Object.prototype, Array.prototype, Map.prototype, Function.prototype].map(names),
  library: names(algorithms),
  graphology: names(Object.getPrototypeOf(G)),
  events: G.eventNames().map((e) => [e, G.listenerCount(e)]),
  order: G.order,
  size: G.size,
  answers,
};
`;

/** Runs `code` as the executor does; the tagged outcome and the console output after it. */
async function runIn(sandbox: Sandbox, code: string): Promise<{ tagged: string; output: string }> {
  try {
    const p = await prepareProgram(sandbox.isolate, code);
    const tagged = (await sandbox.hooks.run.apply(undefined, [p.source, p.captureName, 10_000_000], {
      timeout: 20_000,
      result: { promise: true, copy: true },
    })) as string;
    const output = (await sandbox.hooks.output.apply(undefined, [], { timeout: 1000 })) as string;
    return { tagged, output };
  } finally {
    sandbox.dispose();
  }
}

/** The probe in a sandbox made on the spot, G built for the run: the cold reference. */
async function coldProbe(ivm: Ivm, transfers: TransferCache, G: GraphData) {
  const sandbox = await createSandbox(ivm, 128);
  await sandbox.hooks.setGraph.apply(undefined, ['G', transfers.of(ivm, G).copyInto()]);
  return runIn(sandbox, PROBE);
}

const spares: SpareSandbox[] = [];
afterAll(() => Promise.all(spares.map((s) => s.close())));
const transfers = new TransferCache();
function spareWith(options: SpareSandboxOptions): SpareSandbox {
  const spare = new SpareSandbox(transfers, options);
  spares.push(spare);
  return spare;
}

/** Builds G into `spare`; whether the warm-up ran to the end, and the probe's run in the spare. */
async function warmedProbe(ivm: Ivm, spare: SpareSandbox, G: GraphData, code = PROBE) {
  await spare.fillWith(ivm, 128, { G });
  const warmedUp = await spare.warmedUp({ G });
  const { sandbox, graphsIn } = await spare.take(ivm, 128, { G });
  return { warmedUp, graphsIn, ...(await runIn(sandbox, code)) };
}

describe('a program in a spare that warmed the library up', () => {
  it.each([
    ['directed', true],
    ['undirected', false],
  ])('on a %s G sees the globals, output and answers of a cold sandbox', async (_kind, directed) => {
    const ivm = await loadIsolatedVm();
    const G = randomGraph(directed ? 1 : 2, directed, 60, 240);
    const cold = await coldProbe(ivm, transfers, G);
    const warm = await warmedProbe(ivm, spareWith({ jitWarmUp: { minEdges: 1 } }), G);
    expect(warm.warmedUp).toBe(true);
    expect(warm.graphsIn).toBe(true);
    expect(cold.tagged.startsWith('A')).toBe(true);
    const probe = JSON.parse(warm.tagged.slice(1));
    expect(probe.graphsSeen).toEqual(['G']);
    expect(probe.order).toBe(60);
    expect(warm.output).toBe('');
    expect(warm.tagged).toBe(cold.tagged);
  });

  it('finds none of the warm-up graphs, by key or by id, in what it reaches', async () => {
    const ivm = await loadIsolatedVm();
    const G = randomGraph(3, true, 8, 12);
    // The warm-up's graphs have nodes '0'..'999'; a G of 8 nodes has none past '7'.
    const search = `
      const seen = new Set();
      const found = [];
      const walk = (v, path, depth) => {
        if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v) || depth > 6) return;
        seen.add(v);
        // A graph instance (not a class's prototype) other than G, or a map as large as a warm-up graph.
        if (v !== G && Object.hasOwn(v, '_nodes')) found.push(path);
        if ((v instanceof Map || v instanceof Set) && (v.has('999') || v.size >= 100)) found.push(path);
        for (const k of Reflect.ownKeys(v)) {
          let x;
          try { x = v[k]; } catch { continue; }
          walk(x, path + '.' + String(k), depth + 1);
        }
      };
      walk(globalThis, 'globalThis', 0);
      answer = { found, hasLate: G.hasNode('999'), order: G.order };`;
    const warm = await warmedProbe(ivm, spareWith({ jitWarmUp: { minEdges: 1 } }), G, search);
    expect(warm.warmedUp).toBe(true);
    expect(JSON.parse(warm.tagged.slice(1))).toEqual({ found: [], hasLate: false, order: 8 });
  });
});

describe('which spares warm the library up', () => {
  it('only spares built for graphs of the threshold edges in all or more', async () => {
    const ivm = await loadIsolatedVm();
    let runs = 0;
    const spare = spareWith({
      jitWarmUp: {
        minEdges: 100,
        run: (i, s, signal) => {
          runs++;
          return warmLibraryIn(i, s, { signal });
        },
      },
    });
    const small = randomGraph(4, false, 20, 99);
    const G1 = randomGraph(5, false, 20, 50);
    const G2 = randomGraph(6, true, 20, 50);
    expect((await warmedProbe(ivm, spare, small, 'answer = G.size')).warmedUp).toBe(false);
    expect(runs).toBe(0);
    // Two graphs of 50 edges: 100 in all.
    await spare.fillWith(ivm, 128, { G: G1, H: G2 });
    expect(await spare.warmedUp({ G: G1, H: G2 })).toBe(true);
    expect(runs).toBe(1);
    const { sandbox, graphsIn } = await spare.take(ivm, 128, { G: G1, H: G2 });
    expect(graphsIn).toBe(true);
    expect(JSON.parse((await runIn(sandbox, 'answer = [G.order, H.order]')).tagged.slice(1))).toEqual([
      20, 20,
    ]);
  });

  it('not blank spares, sandboxes made for a run, or a spare a run took before it was ready', async () => {
    const ivm = await loadIsolatedVm();
    let runs = 0;
    const spare = spareWith({
      jitWarmUp: {
        minEdges: 1,
        run: async () => {
          runs++;
          return true;
        },
      },
    });
    const G = randomGraph(7, true, 20, 40);
    spare.fill(ivm, 128);
    (await spare.take(ivm, 128, { G })).sandbox.dispose();
    (await spare.take(ivm, 96, { G })).sandbox.dispose();
    // Taken at once: the run waits for the sandbox, and the warm-up would only make it wait longer.
    void spare.fillWith(ivm, 96, { G });
    const taken = await spare.take(ivm, 96, { G });
    taken.sandbox.dispose();
    expect(taken.graphsIn).toBe(true);
    expect(runs).toBe(0);
  });

  it('not while runs come back to back, and again once a spare waits long enough', async () => {
    const ivm = await loadIsolatedVm();
    let runs = 0;
    // A warm-up of 200 ms that a run stops, as warmLibraryIn does.
    const spare = spareWith({
      jitWarmUp: {
        minEdges: 1,
        run: (_i, _s, signal) => {
          runs++;
          return new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), 200);
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve(false);
            });
          });
        },
      },
    });
    const G = randomGraph(12, true, 20, 40);
    const takeAfter = async (ms: number) => {
      await spare.fillWith(ivm, 128, { G });
      await new Promise((resolve) => setTimeout(resolve, ms));
      const { sandbox, graphsIn } = await spare.take(ivm, 128, { G });
      sandbox.dispose();
      expect(graphsIn).toBe(true);
    };
    await takeAfter(0); // taken while it warmed up: back to back from here
    expect(runs).toBe(1);
    await takeAfter(0);
    await takeAfter(0);
    expect(runs).toBe(1);
    await takeAfter(400); // not warmed up, but it waited: a model's turn, say
    expect(runs).toBe(1);
    await takeAfter(400); // warmed up again, to the end before the run came
    expect(runs).toBe(2);
    await takeAfter(0);
    expect(runs).toBe(3);
  });

  it('are told by their edges in all, without making the edges of a parsed graph', () => {
    const columns = (m: number) => ({
      source: new Int32Array(m),
      target: new Int32Array(m).fill(1),
      weights: null,
    });
    const nodes = [0, 1].map((id) => ({ id, labels: [], properties: {} }));
    const big = columnarGraph({ directed: true, nodes }, columns(JIT_WARM_UP_MIN_EDGES));
    const below = columnarGraph({ directed: true, nodes }, columns(JIT_WARM_UP_MIN_EDGES - 1));
    expect(worthWarmingUp({ G: big })).toBe(true);
    expect(worthWarmingUp({ G: below })).toBe(false);
    expect(worthWarmingUp({ G: below, H: randomGraph(8, true, 3, 1) })).toBe(true);
    expect(worthWarmingUp({})).toBe(false);
    expect(edgeColumns(big)).toBeDefined();
    expect(edgeColumns(below)).toBeDefined();
  });
});

describe('a run that comes while the spare warms up', () => {
  it('stops the warm-up after the call under way, and gets G built', async () => {
    const ivm = await loadIsolatedVm();
    const G = randomGraph(11, false, 30, 90);
    // Minutes of rounds, under a time-out far past the bound below: only the stop ends it in time.
    const spare = spareWith({
      jitWarmUp: {
        minEdges: 1,
        run: (i, s, signal) => warmLibraryIn(i, s, { rounds: 100_000, timeoutMs: 120_000, signal }),
      },
    });
    // Resolves once the warm-up and the build are queued on the sandbox's thread.
    await spare.fillWith(ivm, 128, { G });
    const warmedUp = spare.warmedUp({ G });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const t = performance.now();
    const { sandbox, graphsIn } = await spare.take(ivm, 128, { G });
    const waited = performance.now() - t;
    expect(await warmedUp).toBe(false);
    expect(graphsIn).toBe(true);
    expect(waited).toBeLessThan(20_000);
    const cold = await coldProbe(ivm, transfers, G);
    expect((await runIn(sandbox, PROBE)).tagged).toBe(cold.tagged);
  });
});

describe('a warm-up that fails', () => {
  const G = randomGraph(9, true, 40, 160);

  it.each<[string, NonNullable<Exclude<SpareSandboxOptions['jitWarmUp'], false>>['run']]>([
    [
      'throws',
      () => {
        throw new Error('warm-up broke');
      },
    ],
    ['rejects', () => Promise.reject(new Error('warm-up broke'))],
    // Far more rounds than a millisecond allows: isolated-vm ends it as a time-out.
    ['times out', (ivm, s) => warmLibraryIn(ivm, s, { rounds: 100_000, timeoutMs: 1 })],
    // Graphs the sandbox cannot build: the hook catches what they throw and returns.
    [
      'is handed bad graphs',
      async (_ivm, s) => {
        await s.hooks.warmLibrary.apply(undefined, [{ directed: null }, 3], { timeout: 5000 });
        return false;
      },
    ],
  ])('(%s) still leaves a spare whose run answers as a cold one', async (_how, run) => {
    const ivm = await loadIsolatedVm();
    const cold = await coldProbe(ivm, transfers, G);
    const warm = await warmedProbe(ivm, spareWith({ jitWarmUp: { minEdges: 1, run } }), G);
    expect(warm.warmedUp).toBe(false);
    expect(warm.graphsIn).toBe(true);
    expect(warm.output).toBe('');
    expect(warm.tagged).toBe(cold.tagged);
  });
});

describe('the warm-up graphs', () => {
  it('are simple, weighted, and the DAG has every edge from a lower to a higher id', () => {
    const { directed, undirected, dag } = warmUpGraphs(50, 300);
    for (const t of [directed, undirected, dag]) {
      expect(t.src.length).toBe(300);
      expect(t.weights?.every((w) => w >= 1 && w <= 9)).toBe(true);
      const pairs = new Set(Array.from(t.src, (s, e) => `${s} ${t.dst[e]}`));
      expect(pairs.size).toBe(300);
      expect(Array.from(t.src).some((s, e) => s === t.dst[e])).toBe(false);
    }
    expect(Array.from(dag.src).every((s, e) => s < dag.dst[e]!)).toBe(true);
    expect([directed.directed, undirected.directed, dag.directed]).toEqual([true, false, true]);
  });
});

describe('an executor', () => {
  it('answers on a graph over the threshold, prepared (warmed) and not', async () => {
    const G = randomGraph(10, false, 5000, JIT_WARM_UP_MIN_EDGES);
    const code =
      'answer = [minimumSpanningTree(G).weight, connectedComponents(G).length, averageClustering(G)]';
    const warmed = new JsExecutor({ limits: { memoryMb: 256 } });
    const cold = new JsExecutor({ limits: { memoryMb: 256 }, keepGraphs: false });
    try {
      await warmed.prepareGraphs({ G });
      const a = await warmed.run(code, { graphs: { G } });
      const b = await cold.run(code, { graphs: { G } });
      expect(a.ok).toBe(true);
      expect(a).toMatchObject({ ok: true, answer: (b as { answer: unknown }).answer, output: '' });
    } finally {
      await Promise.all([warmed.close(), cold.close()]);
    }
  });
});
