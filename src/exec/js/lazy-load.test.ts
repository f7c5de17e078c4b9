import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('isolated-vm loading', () => {
  it('is not loaded by importing grraf or creating an executor, only by the first run', () => {
    const probe = fileURLToPath(new URL('../test-support/native-load-probe.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--no-node-snapshot', '--import', 'tsx', probe], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(JSON.parse(out)).toEqual({ imported: false, created: false, ran: true });
  });
});
