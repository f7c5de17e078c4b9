import { describe, expect, it } from 'vitest';
import { networkxMissing } from '../../exec/test-support/networkx-missing.js';
import { documentationTree } from './documents.js';

const missing = networkxMissing();
const suite = missing ? describe.skip : describe;

suite(`documentationTree('networkx')${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it("is shared: one question's cancelled wait neither stops the load nor fails the others", async () => {
    const first = new AbortController();
    const cancelled = documentationTree('networkx', first.signal);
    const other = documentationTree('networkx');
    first.abort();
    await expect(cancelled).rejects.toMatchObject({ code: 'cancelled' });
    const tree = await other;
    expect(tree.title).toMatch(/^NetworkX/);
    // Loaded once: a later question gets the same tree.
    expect(await documentationTree('networkx')).toBe(tree);
  });
});
