/**
 * One sandbox: a fresh isolated-vm isolate (own heap, own memory limit, own thread) with a context
 * in which the sandbox bundle has been evaluated, and references to its hooks. A sandbox runs
 * exactly ONE program and is then disposed, so nothing a run leaves behind — globals, prototypes,
 * `G`, pending finalizers, garbage near the memory limit — can reach the next run.
 *
 * Only copied data enters: the bundle's source, the graph's transfer form and numbers — and one
 * host function, the run's store access (store-bridge.ts), which takes and returns strings only. Creating one costs ≈ 15 ms (the compiled bundle is reused
 * through V8's code cache), which the executor spends ahead of need (js-executor.ts).
 *
 * The code cache is the warm one (warm-code-cache.ts): made once per process after the library
 * has run in a throwaway sandbox, so it holds the library's functions compiled, not only the
 * bundle's top level (a call then starts 0.4–0.8 ms sooner). It holds code, never a value:
 * nothing of that run reaches a sandbox. Sandboxes made while it is being made do not wait for it.
 */
import type IsolatedVm from 'isolated-vm';
import { disposeIsolate } from './isolate-release.js';
import type { Ivm } from './isolated-vm.js';
import { sandboxBundleSource } from './sandbox-bundle.js';
import { BUNDLE_FILENAME, readyWarmCodeCache, warmCodeCache } from './warm-code-cache.js';

/** References to the runtime's hooks (sandbox/entry.ts). */
export interface SandboxHooks {
  setOutputCap: IsolatedVm.Reference;
  setGraph: IsolatedVm.Reference;
  /** Hands in the run's store access (store-bridge.ts), the one host function a sandbox gets. */
  setStoreBridge: IsolatedVm.Reference;
  /** Runs the library's hot loops on graphs of its own and drops them (sandbox/warm-library.ts; jit-warm-up.ts). */
  warmLibrary: IsolatedVm.Reference;
  run: IsolatedVm.Reference;
  output: IsolatedVm.Reference;
}

/** A prepared, unused sandbox. */
export interface Sandbox {
  isolate: IsolatedVm.Isolate;
  /** The context the bundle runs in (the program's globals: G, params). */
  context: IsolatedVm.Context;
  hooks: SandboxHooks;
  /** The code cache the bundle was compiled from; undefined when from none (V8 rejected it, or the first compile). */
  codeCache: CodeCacheKind | undefined;
  /** Frees the isolate (idempotent); isolate-release.ts says when it is really gone. */
  dispose(): void;
}

/**
 * Which code cache the bundle is compiled from: `warm` (the default) holds the library's
 * functions compiled by a warm-up run; `compiled` only what V8 compiles with the script (its top
 * level: every library function is then compiled on its first call). Benchmarks compare the two.
 */
export type CodeCacheKind = 'warm' | 'compiled';

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  codeCache?: CodeCacheKind;
}

/** Time allowed to evaluate the bundle (trusted code; only a starved machine gets near it). */
const PREPARE_TIMEOUT_MS = 60_000;

/** V8's code cache for the bundle as compiled (no function run yet), produced by the first compile in this process. */
let compiledCache: IsolatedVm.ExternalCopy<ArrayBuffer> | undefined;

type CompiledBundle = IsolatedVm.Script & IsolatedVm.CachedDataResult & { cachedDataRejected?: boolean };

async function compileBundle(
  isolate: IsolatedVm.Isolate,
  cache: IsolatedVm.ExternalCopy<ArrayBuffer> | undefined,
): Promise<{ script: IsolatedVm.Script; fromCache: boolean }> {
  const source = await sandboxBundleSource();
  if (cache) {
    const script = (await isolate.compileScript(source, {
      filename: BUNDLE_FILENAME,
      cachedData: cache,
    })) as CompiledBundle;
    if (!script.cachedDataRejected) return { script, fromCache: true };
    script.release();
  }
  const script = (await isolate.compileScript(source, {
    filename: BUNDLE_FILENAME,
    produceCachedData: true,
  })) as CompiledBundle;
  compiledCache = script.cachedData;
  return { script, fromCache: false };
}

/** The cache a sandbox of `kind` compiles from now, and its kind (the warm one once it is made). */
function cacheFor(
  kind: CodeCacheKind,
): { cache: IsolatedVm.ExternalCopy<ArrayBuffer>; kind: CodeCacheKind } | undefined {
  const warm = kind === 'warm' ? readyWarmCodeCache() : undefined;
  if (warm) return { cache: warm, kind: 'warm' };
  return compiledCache && { cache: compiledCache, kind: 'compiled' };
}

/**
 * Starts the warm-up (once per process) and resolves when the warm code cache is made (undefined
 * if the warm-up failed); sandboxes made after that compile from it. A sandbox asked for before
 * does not wait: it compiles from the plain cache and starts the warm-up once it is made, so a
 * process's first question never waits for the warm-up (~0.1 s idle, ~0.3 s at load 7).
 */
export function warmSandboxCode(ivm: Ivm): Promise<IsolatedVm.ExternalCopy<ArrayBuffer> | undefined> {
  return warmCodeCache(ivm, () => createSandbox(ivm, WARM_UP_MEMORY_MB, { codeCache: 'compiled' }));
}

/** Heap of the throwaway sandbox the warm-up runs in (its graphs are small). */
const WARM_UP_MEMORY_MB = 64;

/** Creates a sandbox with `memoryMb` of heap; its hooks are taken and removed from the global object. */
export async function createSandbox(
  ivm: Ivm,
  memoryMb: number,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  const kind = options.codeCache ?? 'warm';
  const cache = cacheFor(kind);
  const isolate = new ivm.Isolate({ memoryLimit: Math.max(8, Math.round(memoryMb)) });
  const dispose = () => disposeIsolate(isolate);
  try {
    const { script: bundle, fromCache } = await compileBundle(isolate, cache?.cache);
    const context = await isolate.createContext();
    await bundle.run(context, { timeout: PREPARE_TIMEOUT_MS });
    bundle.release();
    const ref = (await context.global.get('__grraf', { reference: true })) as IsolatedVm.Reference;
    await context.global.delete('__grraf');
    const get = async (k: string) => (await ref.get(k, { reference: true })) as IsolatedVm.Reference;
    const hooks: SandboxHooks = {
      setOutputCap: await get('setOutputCap'),
      setGraph: await get('setGraph'),
      setStoreBridge: await get('setStoreBridge'),
      warmLibrary: await get('warmLibrary'),
      run: await get('run'),
      output: await get('output'),
    };
    ref.release();
    // After this sandbox, not beside it: its compile made the plain cache the warm-up starts from.
    if (kind === 'warm' && cache?.kind !== 'warm') void warmSandboxCode(ivm);
    return { isolate, context, hooks, codeCache: fromCache ? cache?.kind : undefined, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
