import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GraphData } from '../../model.js';
import { bulkLoad } from './bulk-load.js';
import type { EngineHandle, EngineRow } from './engine-handle.js';
import { planLayout } from './layout.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-bulk-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two node tables (A, B) of 3000 nodes and one relationship table of 5000 edges between them. */
function twoTables(): GraphData {
  const nodes = Array.from({ length: 6000 }, (_, id) => ({
    id,
    labels: [id < 3000 ? 'A' : 'B'],
    properties: {},
  }));
  const edges = Array.from({ length: 5000 }, (_, i) => ({
    source: i % 3000,
    target: 3000 + ((i + Math.floor(i / 3000)) % 3000),
    properties: {},
    weight: 1 + (i % 4),
  }));
  return { directed: true, nodes, edges };
}

/** An engine that records statements, answers COPY after a delay, and fails the COPY of `failTable`. */
function fakeEngine(events: string[], failTable?: string): EngineHandle {
  const run = async (statement: string): Promise<EngineRow[][]> => {
    const index = /^CREATE HASH INDEX \w+ FOR \(n:`(\w+)`\)/.exec(statement);
    if (index !== null) events.push(`index ${index[1]}`);
    if (/enable_default_hash_index=false/.test(statement)) events.push('no default index');
    const copy = /^COPY `(\w+)` FROM '([^']+)'/.exec(statement);
    if (copy === null) return [];
    const [, table, file] = copy;
    // A table of numbers goes as Parquet (parquet-writer.test.ts reads those back with the engine).
    const rows = file!.endsWith('.parquet')
      ? 'Parquet'
      : `${readFileSync(file!, 'utf8').split('\n').length - 2} rows`;
    events.push(`copy ${table} sent (${rows})`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (table === failTable) throw new Error(`Copy exception: ${table}`);
    events.push(`copy ${table} done`);
    return [];
  };
  return {
    path: 'fake',
    readOnly: false,
    run,
    execute: async () => ({ columns: [], rows: [], truncated: false, total: 0 }),
    stream: async () => [],
    close: async () => undefined,
  };
}

describe('bulkLoad pipeline', () => {
  it('writes the next CSV while a COPY runs, runs the idle work during the largest one, reports progress', async () => {
    const events: string[] = [];
    const dir = mkdtempSync(join(root, 'ok-'));
    await bulkLoad(fakeEngine(events), planLayout(twoTables()), dir, {
      onProgress: ({ written, total }) => events.push(`progress ${written}/${total}`),
      whileCopying: () => events.push('idle work'),
    });
    expect(events).toEqual([
      'no default index',
      'copy A sent (3000 rows)',
      // B's CSV was written while A's COPY ran: B's COPY goes out as soon as A's is done.
      'copy A done',
      'progress 3000/11000',
      'copy B sent (3000 rows)',
      'copy B done',
      'progress 6000/11000',
      'copy EDGE sent (Parquet)',
      'idle work',
      'copy EDGE done',
      'progress 11000/11000',
      // Node tables are indexed once their rows are in: the relationship COPY ran without.
      'index A',
      'index B',
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a failed COPY fails the load with its error and leaves no CSV file behind', async () => {
    const events: string[] = [];
    const dir = mkdtempSync(join(root, 'fail-'));
    const load = bulkLoad(fakeEngine(events, 'B'), planLayout(twoTables()), dir, {
      whileCopying: () => events.push('idle work'),
    });
    await expect(load).rejects.toThrow('Copy exception: B');
    expect(events).toEqual([
      'no default index',
      'copy A sent (3000 rows)',
      'copy A done',
      'copy B sent (3000 rows)',
    ]);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });
});
