/**
 * Reading inputs that are not plain small UTF-8 files: special files (REGRESSION: `/dev/zero`
 * grew to 9.5 GB, a pipe without a writer blocked forever), size limits, UTF-16, and edge lists
 * streamed in pieces.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readText } from './fs-read.js';
import { parseGraph } from './parse.js';
import { readGraphFile } from './read-file.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-fs-read-'));
const file = (name: string, content: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

describe('special files are refused, not read (REGRESSION)', () => {
  it.skipIf(!existsSync('/dev/zero'))('refuses /dev/zero at once instead of reading forever', async () => {
    await expect(readGraphFile('/dev/zero')).rejects.toMatchObject({
      code: 'io',
      message: expect.stringMatching(/character device, not a regular file/),
      location: { file: '/dev/zero' },
    });
  });

  it('refuses a named pipe that has no writer instead of blocking', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    await expect(readGraphFile(fifo)).rejects.toMatchObject({
      code: 'io',
      message: expect.stringMatching(/named pipe \(FIFO\), not a regular file/),
    });
    await expect(readText(fifo)).rejects.toMatchObject({ code: 'io' });
  });

  it('refuses a socket', async () => {
    const path = join(dir, 'sock');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path, resolve));
    try {
      await expect(readGraphFile(path)).rejects.toMatchObject({
        code: 'io',
        message: expect.stringMatching(/socket/),
      });
    } finally {
      server.close();
    }
  });

  it('refuses a file past the byte limit with a budget error naming it', async () => {
    const p = file('big.txt', '0 1\n'.repeat(100));
    await expect(readText(p, 64)).rejects.toMatchObject({
      code: 'budget',
      message: expect.stringMatching(/larger than 0 MiB, the limit/),
      details: { limitBytes: 64 },
    });
    expect(await readText(p, 400)).toBe('0 1\n'.repeat(100));
  });
});

describe('encodings', () => {
  const text = '# directed\n0 1 2.5\n1 2\n';
  it.each([
    ['UTF-16LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16BE', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
  ])('reads %s (a BOM says which) like the UTF-8 file', async (_, bytes) => {
    const p = file('enc.edgelist', bytes);
    expect((await readGraphFile(p)).graph).toEqual(parseGraph(text, { format: 'edgelist' }).graph);
  });

  it('names the line of bytes that are not UTF-8 and says what to do', async () => {
    const p = file('latin1.edgelist', Buffer.from('0 1\ncaf\xe9 2\n', 'latin1'));
    await expect(readGraphFile(p)).rejects.toMatchObject({
      code: 'parse',
      location: { line: 2, column: 4 },
      message: expect.stringMatching(/not valid UTF-8 \(save the file as UTF-8\)/),
    });
  });
});

describe('edge lists streamed in pieces', () => {
  /** ~6 MB of lines, so the stream has more than one 4 MiB piece. */
  const lines = Array.from({ length: 500_000 }, (_, i) => `${i} ${(i * 7919) % 500_000} ${1 + (i % 9)}`);
  const big = `# directed\n# generated\n${lines.join('\n')}\n`;

  it('gives exactly what parsing the whole text gives', async () => {
    const p = file('big.edgelist', big);
    const streamed = await readGraphFile(p, { streamFromBytes: 1 });
    const whole = parseGraph(big, { format: 'edgelist', file: p });
    expect(streamed.graph.directed).toBe(true);
    expect(streamed.graph.edges.length).toBe(500_000);
    expect(streamed).toEqual(whole);
  });

  it('says how far the stream has got, piece by piece, up to the whole file', async () => {
    const p = file('progress.edgelist', big);
    const seen: [number, number][] = [];
    await readGraphFile(p, { streamFromBytes: 1, onRead: (bytes, total) => seen.push([bytes, total]) });
    const size = Buffer.byteLength(big);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every(([, total]) => total === size)).toBe(true);
    expect(seen.every(([bytes], i) => i === 0 || bytes > seen[i - 1]![0])).toBe(true);
    expect(seen.at(-1)![0]).toBe(size);
  });

  it('locates an error in a later piece by its line in the file', async () => {
    const bad = [...lines];
    bad[480_000] = '480000 1 heavy';
    const p = file('bad.edgelist', `# directed\n# generated\n${bad.join('\n')}\n`);
    await expect(readGraphFile(p, { streamFromBytes: 1 })).rejects.toMatchObject({
      code: 'validation',
      location: { file: p, line: 480_003, column: 10 },
    });
    const data = [...lines];
    data[470_000] = "470000 1 {'weight': }";
    const q = file('bad-data.edgelist', `${data.join('\n')}\n`);
    await expect(readGraphFile(q, { streamFromBytes: 1 })).rejects.toMatchObject({
      code: 'parse',
      location: { line: 470_001 },
    });
  });

  it('detects the format from the head and reads other formats whole', async () => {
    const p = file('g.txt', JSON.stringify({ directed: false, nodes: [{ id: 1 }], links: [] }));
    expect((await readGraphFile(p, { streamFromBytes: 1 })).format).toBe('node-link');
  });
});

afterAll(() => execFileSync('rm', ['-rf', dir]));
