/**
 * The sandbox bundle's warm code cache: V8's code cache made AFTER the library has run, once per
 * process, so every later sandbox starts with the library's functions compiled.
 *
 * Why: V8 compiles a function lazily, on its first call. A code cache made when the bundle is
 * compiled holds only the bundle's top level, so each fresh isolate — one per program — parsed
 * and compiled every library function a program reached, again, before the function's work began
 * (0.4–0.8 ms a call, and 0.2 ms of the runtime's own per run; on a 100-node graph that was 40% of
 * a call: scripts/bench-exec/fixed-cost.ts). A code cache made from a script after it has run holds
 * every function compiled by then (`ScriptCompiler::CreateCodeCache`, as Chrome does after a
 * page's load). isolated-vm 5 makes a code cache only at compile time, but compiling the same
 * source again in the isolate that ran it returns V8's cached script — the one whose functions
 * the run compiled — and the code cache is made from that.
 *
 * Isolation: the warm-up runs in a throwaway sandbox of its own on graphs of its own (never a
 * user's), and is disposed; what leaves it is the code cache, which holds code — bytecode, and
 * the constants written in the source — never a value the run computed: V8 keeps a function's
 * run-time state (feedback, optimized code) outside it. warm-code-cache.test.ts checks that a
 * program sees nothing of the warm-up.
 */
import type IsolatedVm from 'isolated-vm';
import type { GraphData } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { toTransferGraph } from './graph-transfer.js';
import type { Ivm } from './isolated-vm.js';
import { prepareProgram } from './program.js';
import { sandboxBundleSource } from './sandbox-bundle.js';
import type { Sandbox } from './sandbox-instance.js';

/**
 * Time allowed for each step of the warm-up (trusted code on small graphs: the program takes
 * ~0.1 s at load 7 on 2 cores). Past it there is no warm cache: the first sandbox of a process
 * waits for the warm-up, so a warm-up gone wrong must not hold it long.
 */
const WARM_UP_TIMEOUT_MS = 5_000;

/**
 * The warm-up program: every library function, on every warm-up graph, with the argument shapes
 * programs use (a graph; a node; two nodes; two graphs; a node list; options), each call in a
 * try/catch — a call that throws has compiled its checks; then the graphology methods programs
 * use most, and copies a program changed (no seed: the library walks them). The answer is a mix
 * of shapes, so the runtime's answer conversion runs too. Small graphs are enough: graphs of 200
 * nodes besides (1,000 edges) compiled nothing more (the same cache, byte for byte) and took
 * twice as long.
 */
const WARM_UP_PROGRAM = `
const graphs = [D, U, DAG, B, M, S];
const argsOf = (G, k) => [
  [G], [G, k[0]], [G, k[0], k[1]], [G, G], [G, k.slice(0, 3)],
  [G, { weight: 'weight' }], [G, k[0], { weight: 'weight' }], [G, k[0], k[1], { weight: 'weight' }],
];
const touch = (r) => {
  if (r !== null && typeof r === 'object') for (const f in r) void r[f];
  return r;
};
const walk = (G) => {
  let s = G.order + G.size;
  G.forEachNode((v, a) => { s += G.degree(v) + (a.weight ?? 0); });
  G.forEachEdge((e, a, u, v) => { s += a.weight ?? 0; if (G.hasEdge(u, v)) s++; });
  for (const v of G.nodes()) s += G.neighbors(v).length + G.outNeighbors(v).length + G.inNeighbors(v).length;
  for (const e of G.edges()) s += G.getEdgeAttribute(e, 'weight') ?? 0;
  const C = G.copy();
  const [u, v] = C.nodes();
  C.mergeEdge(u, v, { weight: 2 });
  C.setEdgeAttribute(C.edges(u, v)[0], 'weight', 3);
  C.addNode('warm-up-extra');
  C.dropNode(u);
  return [s, C];
};
const changed = graphs.map((G) => walk(G)[1]);
const plan = [
  ...graphs.map((G) => [G, argsOf(G, G.nodes())]),
  // Changed directed, undirected and multi graphs: the common shapes.
  ...[changed[0], changed[1], changed[4]].map((G) => [G, argsOf(G, G.nodes()).slice(0, 3)]),
];
let calls = 0;
const sample = [];
for (const f of Object.values(algorithms)) {
  for (const [G, shapes] of plan) {
    for (const args of shapes) {
      try {
        const r = touch(f(...args));
        calls++;
        if (sample.length < 40) sample.push(r);
      } catch {}
    }
  }
}
answer = { calls, sample, text: 'warm-up', ratio: calls / 3, nothing: null, no: false };
`;

/** A graph for the warm-up: `n` nodes, about `m` edges, weights 1..9, seeded so every process makes the same. */
function warmUpGraph(
  n: number,
  m: number,
  o: { directed: boolean; multi?: boolean; keep?: (u: number, v: number) => boolean; ids?: 'text' },
): GraphData {
  const rng = mulberry32(n * 7919 + m);
  const id = (i: number) => (o.ids === 'text' ? `v${i}` : i);
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: id(i),
    labels: [],
    properties: { weight: 1 + (i % 9) },
  }));
  const edges: GraphData['edges'] = [];
  const seen = new Set<string>();
  for (let tries = 0; edges.length < m && tries < m * 20; tries++) {
    const u = Math.floor(rng() * n);
    const v = Math.floor(rng() * n);
    if (o.keep && !o.keep(u, v)) continue;
    const key = o.directed ? `${u} ${v}` : `${Math.min(u, v)} ${Math.max(u, v)}`;
    if (!o.multi && (u === v || seen.has(key))) continue;
    seen.add(key);
    edges.push({ source: id(u), target: id(v), properties: {}, weight: 1 + Math.floor(rng() * 9) });
  }
  return { directed: o.directed, multi: o.multi === true, nodes, edges };
}

/** The warm-up's graphs by global name (the warm-up's own, never a user's). */
function warmUpGraphs(): Record<string, GraphData> {
  return {
    D: warmUpGraph(8, 16, { directed: true }),
    U: warmUpGraph(8, 14, { directed: false }),
    DAG: warmUpGraph(8, 14, { directed: true, keep: (u, v) => u < v }),
    B: warmUpGraph(8, 10, { directed: false, keep: (u, v) => (u + v) % 2 === 1 }),
    M: warmUpGraph(6, 16, { directed: true, multi: true }),
    S: warmUpGraph(7, 12, { directed: false, ids: 'text' }),
  };
}

/** The bundle's script name (stack traces); its code caches are made and used under this one. */
export const BUNDLE_FILENAME = 'grraf-sandbox.js';

/** What {@link warmUp} runs and caches: by default the warm-up program and the sandbox bundle. */
export interface WarmUpOptions {
  program?: string;
  /** The bundle `sandbox` was made from, and its script name (a benchmark's variant of the bundle). */
  bundle?: { source: string; filename: string };
}

/**
 * Runs the warm-up in `sandbox` and returns the code cache of the bundle as it is then; undefined
 * when the warm-up did not answer. The sandbox is the caller's to dispose.
 */
export async function warmUp(
  ivm: Ivm,
  sandbox: Pick<Sandbox, 'isolate' | 'hooks'>,
  o: WarmUpOptions = {},
): Promise<IsolatedVm.ExternalCopy<ArrayBuffer> | undefined> {
  const { isolate, hooks } = sandbox;
  const program = o.program ?? WARM_UP_PROGRAM;
  for (const [name, g] of Object.entries(warmUpGraphs())) {
    const copy = new ivm.ExternalCopy(toTransferGraph(g));
    await hooks.setGraph.apply(undefined, [name, copy.copyInto()], { timeout: WARM_UP_TIMEOUT_MS });
    copy.release();
  }
  const prepared = await prepareProgram(isolate, program);
  const tagged: unknown = await hooks.run.apply(
    undefined,
    [prepared.source, prepared.captureName, 1_000_000],
    {
      timeout: WARM_UP_TIMEOUT_MS,
      result: { promise: true, copy: true },
    },
  );
  await hooks.output.apply(undefined, [], { timeout: WARM_UP_TIMEOUT_MS });
  if (typeof tagged !== 'string' || !tagged.startsWith('A')) return undefined;
  const bundle = o.bundle ?? { source: await sandboxBundleSource(), filename: BUNDLE_FILENAME };
  const again = (await isolate.compileScript(bundle.source, {
    filename: bundle.filename,
    produceCachedData: true,
  })) as IsolatedVm.Script & IsolatedVm.CachedDataResult;
  again.release();
  return again.cachedData;
}

let warm: Promise<IsolatedVm.ExternalCopy<ArrayBuffer> | undefined> | undefined;
let made: IsolatedVm.ExternalCopy<ArrayBuffer> | undefined;

/**
 * The process's warm code cache, made on first call in a sandbox from `makeSandbox` (one compiled
 * from the plain code cache), which is then disposed. Undefined when the warm-up failed: sandboxes
 * then compile from the plain cache, as before.
 */
export function warmCodeCache(
  ivm: Ivm,
  makeSandbox: () => Promise<Sandbox>,
): Promise<IsolatedVm.ExternalCopy<ArrayBuffer> | undefined> {
  warm ??= (async () => {
    const sandbox = await makeSandbox();
    try {
      made = await warmUp(ivm, sandbox);
      return made;
    } finally {
      sandbox.dispose();
    }
  })().catch(() => undefined);
  return warm;
}

/** The warm code cache when it is made; undefined before (or when the warm-up failed). */
export function readyWarmCodeCache(): IsolatedVm.ExternalCopy<ArrayBuffer> | undefined {
  return made;
}
