/**
 * Runs the real `grraf` entry point (src/cli/main.ts through tsx) in a child process, from the
 * repository root, with GRRAF_DEBUG cleared so errors print as the one line users see.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `grraf ...args`, synchronously; each call is a whole CLI start-up, so tests spawn sparingly. */
export function spawnGrraf(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GRRAF_DEBUG: '' },
  });
}
