import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import type { GraphStore, QueryResult } from '../../graph/stores/graph-store.js';
import { embeddedStore } from '../test-support/fixtures.js';
import { connectInMemory } from '../test-support/in-memory.js';
import { json, texts } from '../test-support/scenarios.js';
import { unavailableStore } from '../unavailable-store.js';

const MAX_TOKENS = 500;
const dir = mkdtempSync(join(tmpdir(), 'grraf-mcp-cypher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store whose every query returns `rows`. */
function storeReturning(rows: Record<string, unknown>[]): GraphStore {
  const result: QueryResult = { columns: Object.keys(rows[0] ?? {}), rows, truncated: false, ms: 1 };
  return { ...unavailableStore(new GrrafError('config', 'unused')), cypher: async () => result };
}

describe('the cypher tool', () => {
  // Issue 26, item 16: one cell over the result cap gave "showing 0 of 1" and no row at all.
  it('cuts a single cell larger than the cap, keeps the row, and says so', async () => {
    const long = Array.from({ length: 5000 }, (_, i) => `word${i}`).join(' ');
    const c = await connectInMemory(
      { maxResultTokens: MAX_TOKENS },
      { store: storeReturning([{ id: 7, text: long }]) },
    );
    try {
      const result = await c.call('cypher', { query: 'MATCH (n) RETURN n.id AS id, n.text AS text' });
      expect(result.isError).toBeFalsy();
      const { rows } = json(result) as { rows: { id: number; text: string }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(7);
      expect(long.startsWith(rows[0]!.text.replace(/…$/, ''))).toBe(true);
      expect(countTokens(JSON.stringify(rows))).toBeLessThanOrEqual(MAX_TOKENS);
      expect(countTokens(JSON.stringify(rows))).toBeGreaterThan(MAX_TOKENS / 2);
      const note = texts(result).find((t) => t.startsWith('Rows cut to fit'));
      expect(note).toMatch(/showing 1 of 1 items, .*cut to \d+ characters/);
    } finally {
      await c.close();
    }
  });

  it('shows nodes and relationships of the embedded store as {id, labels, properties} and {type, properties}', async () => {
    const file = join(dir, 'people.json');
    writeFileSync(
      file,
      JSON.stringify({
        directed: true,
        multigraph: false,
        graph: {},
        nodes: [
          { id: 'ada', labels: ['Person', 'Author'], name: 'Ada' },
          { id: 'note', labels: ['Document'], title: 'Notes' },
        ],
        links: [{ source: 'ada', target: 'note', type: 'WROTE', year: 1843 }],
      }),
    );
    const store = await embeddedStore(file, join(dir, 'store'));
    const c = await connectInMemory({ graph: { store } });
    try {
      const result = await c.call('cypher', { query: 'MATCH (a)-[r]->(b) RETURN a, r, b, a.name AS name' });
      expect(result.isError, texts(result).join('\n')).toBeFalsy();
      expect((json(result) as { rows: unknown[] }).rows).toEqual([
        {
          a: { id: 'ada', labels: ['Person', 'Author'], properties: { name: 'Ada' } },
          r: { type: 'WROTE', properties: { year: 1843 } },
          b: { id: 'note', labels: ['Document'], properties: { title: 'Notes' } },
          name: 'Ada',
        },
      ]);
    } finally {
      await c.close();
    }
  });
});
