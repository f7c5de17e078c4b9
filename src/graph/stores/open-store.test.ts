import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { undirectedWeighted } from './conformance/fixtures.js';
import { openStore } from './open-store.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-open-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('openStore', () => {
  it('opens memory and embedded stores by URI; embedded persists across opens', async () => {
    const memory = await openStore('memory');
    expect(memory.kind).toBe('memory');
    await memory.close();
    const uri = `embedded:${join(root, 'g')}`;
    const first = await openStore(uri);
    expect(first.kind).toBe('embedded');
    await first.load(undirectedWeighted());
    await first.close();
    const again = await openStore(uri, { existing: true });
    expect((await again.schema()).edgeCount).toBe(6);
    await again.close();
  });

  it.each([
    ['nope', 'config'],
    ['embedded:', 'config'],
    ['bolt://127.0.0.1:1', 'io'],
  ])('refuses %s with a %s error', async (uri, code) => {
    await expect(openStore(uri)).rejects.toSatisfy((e) => isGrrafError(e, code as 'config'));
  });

  it('a store that must hold a graph: memory never does, an empty embedded dir does not', async () => {
    await expect(openStore('memory', { existing: true })).rejects.toSatisfy((e) => isGrrafError(e, 'config'));
    await expect(openStore(`embedded:${join(root, 'empty')}`, { existing: true })).rejects.toSatisfy((e) =>
      isGrrafError(e, 'not-found'),
    );
  });
});
