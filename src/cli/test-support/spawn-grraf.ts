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
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: merged as NodeJS.ProcessEnv,
  });
}
