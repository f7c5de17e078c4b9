/**
 * Test support: runs one NetworkX oracle process per batch of graphs (see nx_oracle.py).
 * Node-only (child_process); never imported by the library itself, so the bundle stays pure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findPython } from '../../exec/python/interpreter.js';

const SCRIPT = fileURLToPath(new URL('./nx_oracle.py', import.meta.url));

/**
 * The interpreter the Python executor would run, outside the sandbox: the project's .venv with
 * NetworkX 3 (`npm run setup:python`) when it exists. Or why there is none.
 */
function probe(): { python: string } | { missing: string } {
  let python: string;
  try {
    python = findPython().executable;
  } catch (e) {
    const why = e instanceof Error ? e.message.split(':')[0] : String(e);
    return { missing: `${why}; run \`npm run setup:python\`` };
  }
  // The oracles are written against the project's .venv: NetworkX 3 with NumPy and SciPy (weighted
  // clustering needs NumPy). A python3 that has NetworkX alone would fail them, not skip them.
  const r = spawnSync(python, ['-I', '-c', 'import networkx, numpy, scipy'], { encoding: 'utf8' });
  if (r.status !== 0) {
    return { missing: `${python} has NetworkX but not NumPy and SciPy; run \`npm run setup:python\`` };
  }
  return { python };
}

const found = probe();

/** The interpreter the oracles run on (when NetworkX is there). */
export const NETWORKX_PYTHON: string = 'python' in found ? found.python : 'python3';

/** Why the NetworkX comparisons cannot run, or null when they can. */
export const networkxMissing: string | null = 'missing' in found ? found.missing : null;

/** A describe() title that carries the skip reason when NetworkX is unavailable. */
export function nxTitle(name: string): string {
  return networkxMissing ? `${name} vs NetworkX (skipped: ${networkxMissing})` : `${name} vs NetworkX`;
}

/** Sends a batch to the oracle and returns its per-case answers. */
export function runNetworkx<T>(task: string, cases: unknown[]): T[] {
  const r = spawnSync(NETWORKX_PYTHON, [SCRIPT], {
    input: JSON.stringify({ task, cases }),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`nx_oracle.py ${task} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as T[];
}
