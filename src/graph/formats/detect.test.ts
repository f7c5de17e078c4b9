import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { detectFormat } from './detect.js';
import { parseGraph, writeGraph } from './parse.js';

const SAMPLES: Record<string, string> = {
  graphinstruct: 'Q: The nodes are numbered from 0 to 2, and the edges are: (0, 1). Is there a cycle?',
  gtools: "[(0, 1, {'weight': 3})]",
  edgelist: '# roads\n0 1 2.5\n1 2 1\n',
  'node-link': '{"directed": false, "nodes": [{"id": 0}], "links": []}',
  graphml: '<?xml version="1.0"?><graphml><graph edgedefault="directed"><node id="a"/></graph></graphml>',
  csv: ':START_ID,:END_ID,:TYPE\na,b,KNOWS\n',
};

describe('detectFormat', () => {
  it('recognizes each format from its content alone', () => {
    for (const [name, text] of Object.entries(SAMPLES)) expect(detectFormat(text), name).toBe(name);
  });

  it('reads a first line longer than 4 KB as no CSV header (detection reads only the head)', () => {
    const columns = Array.from({ length: 700 }, (_, i) => `col${i}`).join(',');
    expect(columns.length).toBeGreaterThan(4096);
    expect(() => detectFormat(`:START_ID,:END_ID,${columns}\na,b\n`)).toThrow(/format/);
    expect(detectFormat(`:START_ID,:END_ID,${columns.slice(0, 3000)}\na,b\n`)).toBe('csv');
  });

  it('trusts a known extension before content', () => {
    expect(detectFormat('0 1\n', 'g.csv')).toBe('csv');
    expect(detectFormat('<a/>', 'x.GRAPHML')).toBe('graphml');
    expect(detectFormat('{}', 'a/b/c.json')).toBe('node-link');
    expect(detectFormat(SAMPLES.gtools as string, 'notes.txt')).toBe('gtools');
  });

  it('lists the candidates and says to pass --format when the input is ambiguous', () => {
    const e = thrownGrrafError(() =>
      detectFormat('The nodes are numbered from 0 to 3, and the edges are: [(0, 1)]'),
    );
    expect(e.code).toBe('format-ambiguous');
    expect(e.details.candidates).toEqual(['graphinstruct', 'gtools']);
    expect(e.message).toMatch(/--format/);
  });

  it('reports empty input and binary data as such, not as an unknown format', () => {
    expect(thrownGrrafError(() => detectFormat('  \n')).message).toMatch(/empty/);
    expect(thrownGrrafError(() => detectFormat('0 1\n\u0000\u0001', 'g.bin')).location).toEqual({
      file: 'g.bin',
      line: 2,
      column: 1,
    });
  });

  it('lists the supported formats when nothing fits', () => {
    const e = thrownGrrafError(() => detectFormat('this is just some prose about graphs', 'notes.txt'));
    expect(e.code).toBe('format-unknown');
    expect(e.message).toMatch(/graphinstruct, gtools, edgelist, node-link, graphml, csv/);
  });
});

describe('parseGraph / writeGraph', () => {
  it('parses with detection or a forced format', () => {
    expect(parseGraph(SAMPLES.edgelist as string).format).toBe('edgelist');
    expect(parseGraph('0 1\n', { format: 'edgelist', directed: true }).graph.directed).toBe(true);
    expect(thrownGrrafError(() => parseGraph('0 1', { format: 'nope' as 'csv' })).code).toBe(
      'format-unknown',
    );
  });

  it('writes every writable format so that it parses back to the same graph', () => {
    const g = parseGraph('0 1 2\n1 2 3\n', { format: 'edgelist', directed: true }).graph;
    for (const f of ['graphinstruct', 'gtools', 'edgelist', 'node-link'] as const) {
      expect(parseGraph(writeGraph(g, f), { format: f }).graph, f).toEqual(g);
    }
    expect(thrownGrrafError(() => writeGraph(g, 'graphml')).code).toBe('unsupported');
  });
});
