import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('exitBySignal', () => {
  it('ends the process by the signal even where a handler for it was installed', () => {
    const code = [
      "const { exitBySignal } = await import('./src/cli/exit-by-signal.ts');",
      "process.on('SIGINT', () => console.log('handler ran'));",
      "exitBySignal('SIGINT');",
      'setTimeout(() => console.log("still alive"), 2000);',
    ].join('\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect([r.signal, r.stdout.trim()]).toEqual(['SIGINT', '']);
  });
});
