/**
 * Runs the short probe commands of interpreter discovery and sandbox checks, written once as
 * generators that yield commands: `runSync` drives them with spawnSync (the public, synchronous
 * API), `runAsync` with child processes that do not block the event loop (the executor, so a
 * run being discovered can still be cancelled at once).
 */
import { execFile, spawnSync } from 'node:child_process';

/** One probe command. */
export interface ProbeCommand {
  argv: string[];
  env?: NodeJS.ProcessEnv;
}

/** What a probe command did. */
export interface ProbeResult {
  status: number | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

const TIMEOUT_MS = 20_000;

/** Drives `steps` with spawnSync. */
export function runSync<T>(steps: Generator<ProbeCommand, T, ProbeResult>): T {
  let step = steps.next(undefined as unknown as ProbeResult);
  while (!step.done) {
    const { argv, env } = step.value;
    const r = spawnSync(argv[0]!, argv.slice(1), { env, encoding: 'utf8', timeout: TIMEOUT_MS });
    step = steps.next({
      status: r.status,
      stdout: r.stdout ?? '',
      stderr: r.stderr ?? '',
      ...(r.error ? { error: r.error } : {}),
    });
  }
  return step.value;
}

function run(command: ProbeCommand): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const { argv, env } = command;
    execFile(
      argv[0]!,
      argv.slice(1),
      { env, encoding: 'utf8', timeout: TIMEOUT_MS },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const failed = error && typeof error.code !== 'number' ? { error } : {};
        resolve({ status, stdout, stderr, ...failed });
      },
    );
  });
}

/** Drives `steps` with asynchronous child processes. */
export async function runAsync<T>(steps: Generator<ProbeCommand, T, ProbeResult>): Promise<T> {
  let step = steps.next(undefined as unknown as ProbeResult);
  while (!step.done) step = steps.next(await run(step.value));
  return step.value;
}
