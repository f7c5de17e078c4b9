/**
 * isolated-vm asks for `--no-node-snapshot` on Node >= 20: V8's shared read-only heap crashes
 * when isolates with different snapshots live in one process (laverdet/isolated-vm#420; seen
 * as SIGSEGV on macOS arm64). On Linux x64 / Node 20.20 no crash was reproduced without it,
 * but the CLI still re-executes itself with the flag, and the library warns once.
 */
import { spawnSync } from 'node:child_process';

const FLAG = '--no-node-snapshot';
const GUARD = 'GRRAF_REEXECUTED';

/** True when this process runs with --no-node-snapshot (command line or NODE_OPTIONS). */
export function hasNoNodeSnapshot(): boolean {
  return process.execArgv.includes(FLAG) || (process.env.NODE_OPTIONS ?? '').split(/\s+/).includes(FLAG);
}

let warned = false;

/** Emits one process warning when the flag is missing (library use; the CLI re-executes). */
export function warnWithoutNoNodeSnapshot(): void {
  if (warned || hasNoNodeSnapshot()) return;
  warned = true;
  process.emitWarning(
    `isolated-vm needs node ${FLAG} on Node >= 20 (it can crash without it): run node ${FLAG} or set NODE_OPTIONS=${FLAG}`,
    { code: 'GRRAF_NODE_SNAPSHOT' },
  );
}

/**
 * Re-runs the current command under `node --no-node-snapshot` when the flag is missing, and
 * exits with the child's status. Returns (doing nothing) when the flag is present.
 */
export function reexecWithNoNodeSnapshot(): void {
  if (hasNoNodeSnapshot() || process.env[GUARD] === '1') return;
  const r = spawnSync(process.execPath, [FLAG, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [GUARD]: '1' },
  });
  if (r.error) return; // could not re-execute: carry on without the flag rather than fail
  if (r.signal) process.kill(process.pid, r.signal);
  process.exit(r.status ?? 1);
}
