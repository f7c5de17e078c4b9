/**
 * Runs the real `grraf` entry point (src/cli/main.ts through tsx) in a child process, from the
 * repository root, with GRRAF_DEBUG cleared so errors print as the one line users see.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where the README's commands run. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Environment variables that configure a model: cleared to run as a machine without one. */
export const MODEL_ENV = [
  'GRRAF_MODEL',
  'GRRAF_BASE_URL',
  'GRRAF_API_KEY',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
];

/**
 * How long one CLI run may take. spawnSync blocks the test worker, so vitest's own timeout cannot
 * fire: without a limit, a CLI that hangs would hold CI until its 90 minutes ran out.
 */
const RUN_LIMIT_MS = 180_000;

/** `grraf ...args`, synchronously; each call is a whole CLI start-up, so tests spawn sparingly. */
export function spawnGrraf(...args: string[]): SpawnSyncReturns<string> {
  return spawnGrrafWith({}, ...args);
}

/** `grraf ...args` with environment variables set (or, with undefined, removed). */
export function spawnGrrafWith(
  env: Record<string, string | undefined>,
  ...args: string[]
): SpawnSyncReturns<string> {
  const merged: Record<string, string | undefined> = { ...process.env, GRRAF_DEBUG: '', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: merged as NodeJS.ProcessEnv,
    timeout: RUN_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  const error = result.error;
  if (error && 'code' in error && error.code === 'ETIMEDOUT')
    throw new Error(
      `grraf ${args.join(' ')} did not end within ${RUN_LIMIT_MS / 1000} s (killed); stderr so far: ${result.stderr.slice(-2000)}`,
    );
  return result;
}
