import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../version.js';
import { spawnGrraf } from './test-support/spawn-grraf.js';

const ROOT = new URL('../..', import.meta.url);
const linux = existsSync('/proc/self/task');

/** The pids of `pid`'s children (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

// A "model server" that accepts connections and never answers: the bench's first model call hangs.
let silent: Server;
afterAll(() => silent?.close());

describe('the grraf launcher', () => {
  it('prints the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    expect(spawnGrraf('--version').stdout.trim()).toBe(VERSION);
  });

  it.skipIf(!linux)(
    'kill -9 of grraf stops the re-executed child too (skipped off Linux: reads /proc)',
    async () => {
      silent = createServer(() => undefined);
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const port = (silent.address() as { port: number }).port;
      const parent = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/main.ts',
          'bench',
          '--dataset',
          'generated:per-task=1',
          '--tasks',
          'cycle',
          '--model',
          'openai-compatible:silent',
          '--base-url',
          `http://127.0.0.1:${port}/v1`,
          '--quiet',
          '--out',
          `/tmp/grraf-launch-test-${process.pid}`,
        ],
        { cwd: ROOT, stdio: 'ignore' },
      );
      const firstChild = () => childrenOf(parent.pid!)[0] ?? 0;
      expect(await until(() => firstChild() > 0, 15_000)).toBe(true);
      const child = firstChild();
      parent.kill('SIGKILL');
      expect(await until(() => !alive(child), 3000)).toBe(true);
    },
    30_000,
  );
});
