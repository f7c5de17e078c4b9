/**
 * One sandbox: a fresh isolated-vm isolate (own heap, own memory limit, own thread) with a context
 * in which the sandbox bundle has been evaluated, and references to its hooks. A sandbox runs
 * exactly ONE program and is then disposed, so nothing a run leaves behind — globals, prototypes,
 * `G`, pending finalizers, garbage near the memory limit — can reach the next run.
 *
 * Only copied data enters: the bundle's source, the graph's transfer form and numbers — and one
 * host function, the run's store access (store-bridge.ts), which takes and returns strings only. Creating one costs ≈ 15 ms (the compiled bundle is reused
 * through V8's code cache), which the executor spends ahead of need (js-executor.ts).
 */
import type IsolatedVm from 'isolated-vm';
import { disposeIsolate } from './isolate-release.js';
import type { Ivm } from './isolated-vm.js';
import { sandboxBundleSource } from './sandbox-bundle.js';

/** References to the runtime's hooks (sandbox/entry.ts). */
export interface SandboxHooks {
  setOutputCap: IsolatedVm.Reference;
  setGraph: IsolatedVm.Reference;
  /** Hands in the run's store access (store-bridge.ts), the one host function a sandbox gets. */
  setStoreBridge: IsolatedVm.Reference;
  run: IsolatedVm.Reference;
  output: IsolatedVm.Reference;
}

/** A prepared, unused sandbox. */
export interface Sandbox {
  isolate: IsolatedVm.Isolate;
  /** The context the bundle runs in (the program's globals: G, params). */
  context: IsolatedVm.Context;
  hooks: SandboxHooks;
  /** Frees the isolate (idempotent); isolate-release.ts says when it is really gone. */
  dispose(): void;
}

/** Time allowed to evaluate the bundle (trusted code; only a starved machine gets near it). */
const PREPARE_TIMEOUT_MS = 60_000;

/** V8's code cache for the bundle, produced by the first compile in this process. */
let codeCache: IsolatedVm.ExternalCopy<ArrayBuffer> | undefined;

type CompiledBundle = IsolatedVm.Script & IsolatedVm.CachedDataResult & { cachedDataRejected?: boolean };

async function compileBundle(isolate: IsolatedVm.Isolate): Promise<IsolatedVm.Script> {
  const source = await sandboxBundleSource();
  const filename = 'grraf-sandbox.js';
  if (codeCache) {
    const script = (await isolate.compileScript(source, {
      filename,
      cachedData: codeCache,
    })) as CompiledBundle;
    if (!script.cachedDataRejected) return script;
    script.release();
  }
  const script = (await isolate.compileScript(source, {
    filename,
    produceCachedData: true,
  })) as CompiledBundle;
  codeCache = script.cachedData;
  return script;
}

/** Creates a sandbox with `memoryMb` of heap; its hooks are taken and removed from the global object. */
export async function createSandbox(ivm: Ivm, memoryMb: number): Promise<Sandbox> {
  const isolate = new ivm.Isolate({ memoryLimit: Math.max(8, Math.round(memoryMb)) });
  const dispose = () => disposeIsolate(isolate);
  try {
    const bundle = await compileBundle(isolate);
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
      run: await get('run'),
      output: await get('output'),
    };
    ref.release();
    return { isolate, context, hooks, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
