import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('anchored shapes', () => {
  it('keep the s→t searches optimized across a full garbage collection', () => {
    const probe = fileURLToPath(new URL('./test-support/optimization-probe.ts', import.meta.url));
    const out = execFileSync(
      process.execPath,
      // Optimized on the main thread, so the status read right after is the compiled one.
      ['--allow-natives-syntax', '--no-concurrent-recompilation', '--expose-gc', '--import', 'tsx', probe],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(JSON.parse(out)).toEqual({
      bidirectionalBfs: { before: true, after: true },
      reaches: { before: true, after: true },
      bidirectionalDijkstra: { before: true, after: true },
    });
  });
});
