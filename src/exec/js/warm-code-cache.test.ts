import type IsolatedVm from 'isolated-vm';
import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { toTransferGraph } from './graph-transfer.js';
import { type Ivm, loadIsolatedVm } from './isolated-vm.js';
import { prepareProgram } from './program.js';
import { sandboxBundleSource } from './sandbox-bundle.js';
import { type CodeCacheKind, createSandbox, type Sandbox, warmSandboxCode } from './sandbox-instance.js';
import { BUNDLE_FILENAME, warmUp } from './warm-code-cache.js';

/** A random graph of the test's own (not the warm-up's): repeated edges, self-loops, string ids. */
function randomGraph(seed: number, directed: boolean, multi: boolean): GraphData {
  const rng = mulberry32(seed);
  const n = 9 + Math.floor(rng() * 4);
  const ids = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `n${i}` : i));
  const edges = Array.from({ length: 3 * n }, (_, i) => {
    const source = ids[Math.floor(rng() * n)]!;
    const target = i % 7 === 0 ? source : ids[Math.floor(rng() * n)]!;
    return { source, target, properties: {}, weight: 1 + Math.floor(rng() * 9) };
  });
  return { directed, multi, nodes: ids.map((id) => ({ id, labels: [], properties: {} })), edges };
}

/** Runs `code` in a fresh sandbox with `graphs`; the tagged outcome (sandbox/run-program.ts). */
async function run(
  ivm: Ivm,
  kind: CodeCacheKind,
  code: string,
  graphs: Record<string, GraphData>,
): Promise<string> {
  const sandbox = await createSandbox(ivm, 128, { codeCache: kind });
  try {
    for (const [name, g] of Object.entries(graphs)) {
      const copy = new ivm.ExternalCopy(toTransferGraph(g));
      await sandbox.hooks.setGraph.apply(undefined, [name, copy.copyInto()]);
      copy.release();
    }
    const p = await prepareProgram(sandbox.isolate, code);
    return (await sandbox.hooks.run.apply(undefined, [p.source, p.captureName, 10_000_000], {
      timeout: 20_000,
      result: { promise: true, copy: true },
    })) as string;
  } finally {
    sandbox.dispose();
  }
}

/** Every library function on every graph, with several argument shapes; each result or error as text. */
const EVERY_CALL = `
const out = [];
const text = (v) => JSON.stringify(v, (_k, x) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x));
for (const name of Object.keys(algorithms).sort()) {
  for (const G of [D, U, M, W]) {
    const k = G.nodes();
    const shapes = [[G], [G, k[1]], [G, k[1], k[2]], [G, k.slice(0, 3)], [G, { weight: 'weight' }]];
    for (const args of shapes) {
      try {
        const r = algorithms[name](...args);
        out.push(name + ' ' + text(r && typeof r === 'object' && 'flow' in r ? { ...r, flow: r.flow } : r));
      } catch (e) {
        out.push(name + ' throws ' + e.name + ': ' + e.message);
      }
    }
  }
}
answer = out;
`;

async function compiledCacheBytes(ivm: Ivm): Promise<number> {
  const isolate = new ivm.Isolate({ memoryLimit: 32 });
  try {
    const script = (await isolate.compileScript(await sandboxBundleSource(), {
      filename: BUNDLE_FILENAME,
      produceCachedData: true,
    })) as IsolatedVm.Script & IsolatedVm.CachedDataResult;
    return script.cachedData!.copy().byteLength;
  } finally {
    isolate.dispose();
  }
}

/** The bundle compiled from `cache` and run in a fresh context, as createSandbox does. */
async function bundleFrom(ivm: Ivm, cache: IsolatedVm.ExternalCopy<ArrayBuffer>) {
  const isolate = new ivm.Isolate({ memoryLimit: 64 });
  const script = (await isolate.compileScript(await sandboxBundleSource(), {
    filename: BUNDLE_FILENAME,
    cachedData: cache,
  })) as IsolatedVm.Script & { cachedDataRejected?: boolean };
  const context = await isolate.createContext();
  await script.run(context);
  return { isolate, context, rejected: script.cachedDataRejected };
}

async function warmCache(ivm: Ivm, program?: string) {
  const sandbox: Sandbox = await createSandbox(ivm, 64, { codeCache: 'compiled' });
  try {
    return await warmUp(ivm, sandbox, program === undefined ? {} : { program });
  } finally {
    sandbox.dispose();
  }
}

describe('the warm code cache', () => {
  it('holds the library compiled: well over the compile-time cache, and V8 takes it', async () => {
    const ivm = await loadIsolatedVm();
    const warm = await warmCache(ivm);
    expect(warm).toBeDefined();
    expect(warm!.copy().byteLength).toBeGreaterThan(2 * (await compiledCacheBytes(ivm)));
    const { isolate, rejected } = await bundleFrom(ivm, warm!);
    isolate.dispose();
    expect(rejected).toBe(false);
  });

  it('is what a sandbox compiles from by default, once made (sandboxes before it do not wait)', async () => {
    const ivm = await loadIsolatedVm();
    expect(await warmSandboxCode(ivm)).toBeDefined();
    const sandbox = await createSandbox(ivm, 64);
    sandbox.dispose();
    expect(sandbox.codeCache).toBe('warm');
    const plain = await createSandbox(ivm, 64, { codeCache: 'compiled' });
    plain.dispose();
    expect(plain.codeCache).toBe('compiled');
  });

  it('gives sandboxes that answer every library call as the compile-time cache does', async () => {
    const ivm = await loadIsolatedVm();
    const graphs = {
      D: randomGraph(1, true, false),
      U: randomGraph(2, false, false),
      M: randomGraph(3, true, true),
      W: randomGraph(4, false, true),
    };
    const warm = await run(ivm, 'warm', EVERY_CALL, graphs);
    const compiled = await run(ivm, 'compiled', EVERY_CALL, graphs);
    expect(warm.startsWith('A')).toBe(true);
    expect(JSON.parse(warm.slice(1)).length).toBeGreaterThan(500);
    expect(warm).toBe(compiled);
  });

  it('carries nothing of the warm-up run into a sandbox made from it', async () => {
    const ivm = await loadIsolatedVm();
    // A warm-up that changes all it can reach: globals, prototypes, the library's own objects.
    const hostile = `
      globalThis.leaked = 'from the warm-up';
      Object.prototype.polluted = true;
      Array.prototype.map = function () { return 'hijacked'; };
      algorithms.topologicalSort = () => 'hijacked';
      globalThis.topologicalSort = () => 'hijacked';
      G0 = new Graph(); G0.addNode('secret');
      answer = topologicalSort(DAG);
    `;
    const warm = await warmCache(ivm, hostile);
    expect(warm).toBeDefined();
    const { isolate, context, rejected } = await bundleFrom(ivm, warm!);
    try {
      expect(rejected).toBe(false);
      const seen = await context.eval(
        `JSON.stringify([typeof leaked, typeof ({}).polluted, [1, 2].map((x) => x * 2), typeof G0, typeof DAG,
          String(algorithms.topologicalSort).includes('hijacked'), String(topologicalSort).includes('hijacked')])`,
      );
      expect(JSON.parse(seen as string)).toEqual([
        'undefined',
        'undefined',
        [2, 4],
        'undefined',
        'undefined',
        false,
        false,
      ]);
    } finally {
      isolate.dispose();
    }
  });

  it('is not made when the warm-up fails (sandboxes then compile from the plain cache)', async () => {
    const ivm = await loadIsolatedVm();
    expect(await warmCache(ivm, 'throw new Error("no warm-up")')).toBeUndefined();
  });
});
