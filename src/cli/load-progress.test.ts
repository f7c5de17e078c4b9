import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLoad } from './commands/load.js';
import { loadProgressPrinter } from './load-progress.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-load-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A clock the test moves (or one that runs 2 s per reading: a slow load), and what was written. */
function fakeTerminal(slow = false) {
  const written: string[] = [];
  const clock = { t: 0 };
  const now = () => {
    if (slow) clock.t += 2000;
    return clock.t;
  };
  return { written, clock, out: { write: (t: string) => void written.push(t), now } };
}

describe('the progress of grraf load', () => {
  it('ends its open line when the load stops mid-parse (a parse error), so the error starts a line', () => {
    const { written, clock, out } = fakeTerminal();
    const printer = loadProgressPrinter('big.edgelist', out);
    clock.t = 2000;
    printer.onProgress({ phase: 'parse', bytesRead: 1e6, totalBytes: 4e6 });
    printer.end();
    printer.end();
    expect(written).toEqual(['\rgrraf load: parsing big.edgelist: 25% of 4.0 MB', '\n']);
  });

  it("redraws a batched store's written share, and ends its line", () => {
    const { written, clock, out } = fakeTerminal();
    const printer = loadProgressPrinter('big.edgelist', out);
    clock.t = 1000;
    printer.onProgress({ phase: 'store', nodes: 1000, edges: 2000, store: 'neo4j' });
    for (const [t, rows] of [
      [1100, 1000],
      [1200, 2000],
      [1400, 2500],
      [1450, 3000],
    ] as const) {
      clock.t = t;
      printer.onProgress({ phase: 'batch', written: rows, total: 3000 });
    }
    printer.end();
    expect(written).toEqual([
      'grraf load: storing 1,000 nodes and 2,000 edges in the neo4j store…\n',
      '\rgrraf load: written 33% (1,000 of 3,000 nodes and edges)',
      '\rgrraf load: written 83% (2,500 of 3,000 nodes and edges)',
      '\rgrraf load: written 100% (3,000 of 3,000 nodes and edges)',
      '\n',
    ]);
  });

  it('says nothing for a load that ends within a second', () => {
    const { written, clock, out } = fakeTerminal();
    const printer = loadProgressPrinter('g.edgelist', out);
    clock.t = 900;
    printer.onProgress({ phase: 'parse', bytesRead: 10, totalBytes: 10 });
    printer.onProgress({ phase: 'store', nodes: 3, edges: 2, store: 'memory' });
    printer.end();
    expect(written).toEqual([]);
  });

  it('redraws the parsed share at most four times a second, then says what goes into the store', () => {
    const { written, clock, out } = fakeTerminal();
    const printer = loadProgressPrinter('big.edgelist', out);
    const total = 300e6;
    for (const [t, bytes] of [
      [1000, 30e6],
      [1100, 60e6],
      [1300, 150e6],
      [1350, 300e6],
    ] as const) {
      clock.t = t;
      printer.onProgress({ phase: 'parse', bytesRead: bytes, totalBytes: total });
    }
    printer.onProgress({ phase: 'store', nodes: 1_000_000, edges: 20_000_000, store: 'embedded' });
    printer.end();
    expect(written).toEqual([
      '\rgrraf load: parsing big.edgelist: 10% of 300 MB',
      '\rgrraf load: parsing big.edgelist: 50% of 300 MB',
      // The last share is always drawn, however soon after the previous one.
      '\rgrraf load: parsing big.edgelist: 100% of 300 MB',
      '\n',
      'grraf load: storing 1,000,000 nodes and 20,000,000 edges in the embedded store…\n',
    ]);
  });

  it('reaches the terminal from a real load, parse before store', async () => {
    const file = join(dir, 'path.edgelist');
    writeFileSync(file, '0 1\n1 2\n');
    const slow = fakeTerminal(true);
    const report = await runLoad(file, {}, slow.out);
    expect(report.graph.edges).toBe(2);
    expect(slow.written.join('')).toMatch(
      /parsing .*path\.edgelist: 100% of 0\.0 MB\ngrraf load: storing 3 nodes and 2 edges in the memory store…\n$/,
    );
  });
});
