import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LbugHandle } from './lbug-adapter.js';
import { writeNumericParquet } from './parquet-writer.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-parquet-writer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The engine reads the file back (LOAD FROM): the reader the relationship COPY uses. */
async function readBack(file: string, query: string) {
  const db = await LbugHandle.open(join(root, `db${Math.random()}`), { readOnly: false });
  try {
    const [rows = []] = await db.run(`LOAD FROM '${file}' ${query}`);
    return rows;
  } finally {
    await db.close();
  }
}

describe('writeNumericParquet', () => {
  it('writes ids, INT64 and DOUBLE columns, and missing values, as the engine reads them', async () => {
    const ids = Float64Array.from([7, -3, 2 ** 40, 0, 123456]);
    const ends = Int32Array.from([0, 1, 1, 2, 2, 3, 3, 4, 4, 0, 1, 1]);
    const real = Float64Array.from([1, Number.NaN, 2.5, -0.5, 1e21, 2 ** 53 - 1]);
    const whole = Float64Array.from([1, Number.NaN, 2, -7, 2 ** 40, -(2 ** 53 - 1)]);
    const file = join(root, 'small.parquet');
    const table = { ids, ends, rows: Int32Array.from([5, 0, 1, 2, 3, 4]), count: 6, columns: [real, whole] };
    await writeNumericParquet(file, ['from', 'to', 'real', 'whole'], table, ['DOUBLE', 'INT64']);
    expect(await readBack(file, 'RETURN *')).toEqual([
      { from: -3, to: -3, real: 2 ** 53 - 1, whole: -(2 ** 53 - 1) },
      { from: 7, to: -3, real: 1, whole: 1 },
      { from: -3, to: 2 ** 40, real: null, whole: null },
      { from: 2 ** 40, to: 0, real: 2.5, whole: 2 },
      { from: 0, to: 123456, real: -0.5, whole: -7 },
      { from: 123456, to: 7, real: 1e21, whole: 2 ** 40 },
    ]);
  });

  it('splits many rows into row groups the engine reads whole, missing values in each', async () => {
    const n = 2 ** 17 + 5000;
    const ids = Float64Array.from({ length: n + 1 }, (_, i) => 3 * i);
    const ends = new Int32Array(2 * n);
    const weights = new Float64Array(n);
    for (let e = 0; e < n; e++) {
      ends[2 * e] = e;
      ends[2 * e + 1] = e + 1;
      weights[e] = e % 1000 === 0 ? Number.NaN : e % 7;
    }
    const file = join(root, 'large.parquet');
    await writeNumericParquet(
      file,
      ['from', 'to', 'weight'],
      { ids, ends, rows: null, count: n, columns: [weights] },
      ['INT64'],
    );
    const [totals] = await readBack(
      file,
      'RETURN count(*) AS rows, count(weight) AS weighted, sum(weight) AS w, sum(to - from) AS steps, max(from) AS last',
    );
    let sum = 0;
    for (let e = 0; e < n; e++) if (e % 1000 !== 0) sum += e % 7;
    expect(totals).toEqual({
      rows: n,
      weighted: n - Math.ceil(n / 1000),
      w: BigInt(sum),
      steps: BigInt(3 * n),
      last: 3 * (n - 1),
    });
  });
});
