import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import type { GraphStore, QueryResult } from '../../graph/stores/graph-store.js';
import { connectInMemory } from '../test-support/in-memory.js';
import { json, texts } from '../test-support/scenarios.js';
import { unavailableStore } from '../unavailable-store.js';

const MAX = 2000;

/** A store whose every query returns `rows`. */
function storeReturning(rows: Record<string, unknown>[]): GraphStore {
  const result: QueryResult = { columns: Object.keys(rows[0] ?? {}), rows, truncated: false, ms: 1 };
  return { ...unavailableStore(new GrrafError('config', 'unused')), cypher: async () => result };
}

describe('the cypher tool', () => {
  // Issue 26, item 16: one cell over the result cap gave "showing 0 of 1" and no row at all.
  it('cuts a single cell larger than the cap, keeps the row, and says so', async () => {
    const long = 'x'.repeat(50_000);
    const c = await connectInMemory(
      { maxResultChars: MAX },
      { store: storeReturning([{ id: 7, text: long }]) },
    );
    try {
      const result = await c.call('cypher', { query: 'MATCH (n) RETURN n.id AS id, n.text AS text' });
      expect(result.isError).toBeFalsy();
      const { rows } = json(result) as { rows: { id: number; text: string }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(7);
      expect(long.startsWith(rows[0]!.text.replace(/…$/, ''))).toBe(true);
      expect(rows[0]!.text.length).toBeGreaterThan(MAX / 2);
      expect(JSON.stringify(result.content).length).toBeLessThan(MAX + 2000);
      const note = texts(result).find((t) => t.startsWith('Rows cut to fit'));
      expect(note).toMatch(/showing 1 of 1 items, .*cut to \d+ characters/);
    } finally {
      await c.close();
    }
  });
});
