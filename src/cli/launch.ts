/**
 * Starts the CLI with as little as possible loaded first. `--version` answers at once. A command
 * that may run JavaScript programs (isolated-vm needs `node --no-node-snapshot` on Node ≥ 20) runs
 * in a child re-executed with that flag — before any module is loaded — and the child is tied to
 * this process: when the parent dies, even by kill -9, the child's IPC channel closes and it exits,
 * so no work (a bench, a load) carries on unseen. Signals the parent receives go to the child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { hasNoNodeSnapshot } from '../exec/js/node-flags.js';
import { VERSION } from '../version.js';
import { exitBySignal } from './exit-by-signal.js';

/** Commands whose work may run generated JavaScript in the sandbox. */
const SANDBOX_COMMANDS = new Set(['ask', 'bench', 'serve', 'mcp']);

const FLAG = '--no-node-snapshot';

/** Runs the CLI for `argv` (process.argv). */
export async function launch(argv: string[]): Promise<void> {
  const args = argv.slice(2);
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  if (process.send) tieToParent();
  const command = args.find((a) => !a.startsWith('-'));
  if (command && SANDBOX_COMMANDS.has(command) && !hasNoNodeSnapshot()) {
    await relaunch(argv);
    return;
  }
  const { runProgram } = await import('./program.js');
  await runProgram(argv);
}

/** In the re-executed child: exit as soon as the parent is gone. */
function tieToParent(): void {
  process.channel?.unref();
  // By SIGHUP (status 129), not process.exit(): exiting could crash in isolated-vm's teardown.
  process.on('disconnect', () => exitBySignal('SIGHUP'));
  // The parent may have died while this process was still loading.
  if (!process.connected) exitBySignal('SIGHUP');
}

/** Re-runs this command under `node --no-node-snapshot`; exits with the child's status. */
function relaunch(argv: string[]): Promise<void> {
  const child: ChildProcess = spawn(process.execPath, [FLAG, ...process.execArgv, ...argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [s, forward(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);
  return new Promise((resolve) => {
    child.on('error', (e) => {
      process.stderr.write(`grraf: could not start node ${FLAG}: ${e.message}\n`);
      process.exitCode = 1;
      resolve();
    });
    child.on('exit', (code, signal) => {
      for (const [s, h] of handlers) process.off(s, h);
      process.exitCode = code ?? (signal ? 128 + signalNumber(signal) : 1);
      resolve();
    });
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal as string] ?? 1;
}
