/**
 * Test support: runs one NetworkX oracle process per batch of graphs (see nx_oracle.py).
 * Node-only (child_process); never imported by the library itself, so the bundle stays pure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./nx_oracle.py', import.meta.url));

function probe(): string | null {
  const r = spawnSync(PYTHON, ['-c', 'import networkx'], { encoding: 'utf8' });
  if (r.error) return `${PYTHON} not runnable`;
  return r.status === 0 ? null : `${PYTHON} cannot import networkx`;
}

/** Why the NetworkX comparisons cannot run, or null when they can. */
export const networkxMissing: string | null = probe();

/** A describe() title that carries the skip reason when NetworkX is unavailable. */
export function nxTitle(name: string): string {
  return networkxMissing ? `${name} vs NetworkX (skipped: ${networkxMissing})` : `${name} vs NetworkX`;
}

/** Sends a batch to the oracle and returns its per-case answers. */
export function runNetworkx<T>(task: string, cases: unknown[]): T[] {
  const r = spawnSync(PYTHON, [SCRIPT], {
    input: JSON.stringify({ task, cases }),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`nx_oracle.py ${task} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as T[];
}
