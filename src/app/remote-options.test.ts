import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRemoteOptions } from './remote-options.js';

// GraphSkill's `tree` option may name a documentation tree file; a client of grraf serve or
// grraf mcp could point it at any file on the server (issue 26, item 1's class): an existence
// oracle, a hang on a FIFO, or the file's text in the model's prompt.
const dir = mkdtempSync(join(tmpdir(), 'grraf-remote-options-'));
const secret = join(dir, 'secret.json');
writeFileSync(secret, '{"not": "a tree"}');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('method options from a remote client', () => {
  it('may name only the built-in documentation trees, never a file', () => {
    for (const tree of ['grraf', 'networkx']) expect(() => checkRemoteOptions({ tree })).not.toThrow();
    expect(() => checkRemoteOptions(undefined)).not.toThrow();
    for (const tree of [secret, join(dir, 'missing.json'), 'tree.json', 3]) {
      expect(() => checkRemoteOptions({ tree })).toThrow(
        expect.objectContaining({ code: 'forbidden', location: { field: 'tree' } }),
      );
    }
  });
});
