/**
 * REGRESSION (issue 26, item 12): inputs read differently from what they say, without a word.
 * Each is now read as written, or is a located error, or a warning that `grraf load` prints.
 */
import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseCsv, parseCsvPair } from './csv.js';
import { EdgeListReader, parseEdgeList } from './edgelist.js';
import { parseGraphML } from './graphml.js';
import { parseGTools } from './gtools.js';
import { parseNodeLink } from './node-link.js';

const BIG = '123456789012345678901234567890';
const BIG2 = '123456789012345678901234567891';

describe('integers beyond 2^53 keep their digits', () => {
  it('GTools: two 30-digit ids that differ in the last digit stay two nodes', () => {
    const p = parseGTools(`[(${BIG}, ${BIG2}), (${BIG2}, 7)]`, { file: 'g.txt' });
    expect(p.graph.nodes.map((n) => n.id)).toEqual([BIG, BIG2, 7]);
    expect(p.graph.edges.map((e) => [e.source, e.target])).toEqual([
      [BIG, BIG2],
      [BIG2, 7],
    ]);
    expect(p.warnings).toEqual([
      {
        message: expect.stringMatching(/^3 node ids beyond 2\^53 kept as text .*first: 1234/),
        line: 1,
        column: 2,
      },
    ]);
  });

  it('GTools: the largest safe integer stays a number, the next ones do not merge', () => {
    const p = parseGTools('[(9007199254740991, 9007199254740992), (9007199254740993, -9007199254740993)]');
    expect(p.graph.nodes.map((n) => n.id)).toEqual([
      9007199254740991,
      '9007199254740992',
      '9007199254740993',
      '-9007199254740993',
    ]);
  });

  it('GTools and edge-list data: big property values keep their digits, weights are numbers', () => {
    const p = parseGTools(`[(0, 1, {'serial': ${BIG}, 'parts': [${BIG2}], 'weight': ${BIG}})]`);
    expect(p.graph.edges[0]).toEqual({
      source: 0,
      target: 1,
      weight: Number(BIG),
      properties: { serial: BIG, parts: [BIG2] },
    });
    expect(p.warnings).toEqual([
      { message: expect.stringMatching(/^serial: 2 property values beyond 2\^53/), line: 1, column: 2 },
    ]);
    const e = parseEdgeList(`0 1 {'serial': ${BIG}, 'meta': {'id': ${BIG2}}}\n`);
    expect(e.graph.edges[0]?.properties).toEqual({ serial: BIG, meta: `{"id":"${BIG2}"}` });
    expect(e.warnings[0]).toMatchObject({ message: expect.stringMatching(/beyond 2\^53/), line: 1 });
  });

  it('node-link JSON: big ids stay distinct, as nodes and as link ends', () => {
    const doc = `{"directed": true, "nodes": [{"id": ${BIG}}, {"id": ${BIG2}, "n": ${BIG}}], "links": [{"source": ${BIG}, "target": ${BIG2}, "weight": 0.30000000000000004}]}`;
    const p = parseNodeLink(doc, { file: 'g.json' });
    expect(p.graph.nodes).toEqual([
      { id: BIG, labels: [], properties: {} },
      { id: BIG2, labels: [], properties: { n: BIG } },
    ]);
    expect(p.graph.edges).toEqual([
      { source: BIG, target: BIG2, weight: 0.30000000000000004, properties: {} },
    ]);
    expect(p.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^nodes\[0\]\.id: 4 node ids beyond 2\^53/),
      expect.stringMatching(/^nodes\[1\]\.n: a property value beyond 2\^53/),
    ]);
    // Long digit runs in strings, fractions and exponents change nothing.
    const plain = parseNodeLink(
      '{"nodes": [{"id": "12345678901234567890", "x": 1.1234567890123457, "y": 12345678901234567e-5}], "links": []}',
    );
    expect(plain.graph.nodes[0]).toEqual({
      id: '12345678901234567890',
      labels: [],
      properties: { x: 1.1234567890123457, y: 12345678901234567e-5 },
    });
    expect(plain.warnings).toEqual([]);
  });

  it('node-link JSON: deep nesting beside a big integer is still a located error', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const e = thrownGrrafError(() => parseNodeLink(`{"nodes":[{"id":${BIG},"x":${deep}}]}`));
    expect(e.location.field).toBe('nodes[0].x');
  });

  it('CSV: an int or long column refuses a value a number would round', () => {
    const e = thrownGrrafError(() => parseCsv(`id:ID,serial:long\na,${BIG}\n`, { file: 'n.csv' }));
    expect(e).toMatchObject({
      code: 'validation',
      location: { file: 'n.csv', line: 2, column: 2, field: 'serial' },
    });
    expect(e.message).toMatch(/beyond 2\^53.*:string/);
  });

  it('GraphML: a long value beyond 2^53 is a warning at its element', () => {
    const p = parseGraphML(
      `<?xml version="1.0"?>\n<graphml>\n<key id="k" for="node" attr.name="serial" attr.type="long"/>\n<graph edgedefault="undirected">\n<node id="a"><data key="k">${BIG}</data></node>\n</graph>\n</graphml>`,
    );
    expect(p.warnings).toEqual([
      { message: expect.stringMatching(/int\/long value beyond 2\^53/), line: 5, column: 14 },
    ]);
  });
});

describe('node-link flags say what they mean', () => {
  const nx = (extra: string) =>
    `{${extra} "nodes": [{"id": 0}, {"id": 1}], "links": [{"source": 0, "target": 1}]}`;
  const fails = (text: string) => thrownGrrafError(() => parseNodeLink(text, { file: 'g.json' }));

  it('refuses a "directed" or "multigraph" that is not a JSON boolean, naming the field', () => {
    for (const v of ['"true"', '1', '"false"', '0', 'null']) {
      expect(fails(nx(`"directed": ${v},`))).toMatchObject({
        code: 'validation',
        location: { file: 'g.json', field: 'directed' },
      });
    }
    expect(fails(nx('"multigraph": "yes",')).location.field).toBe('multigraph');
    expect(parseNodeLink(nx('"directed": true,')).graph.directed).toBe(true);
    expect(parseNodeLink(nx('')).graph.directed).toBe(false);
  });

  it('refuses edges under both "links" and "edges"; reads the one that has them', () => {
    const both =
      '{"nodes": [{"id": 0}, {"id": 1}, {"id": 2}], "links": [{"source": 0, "target": 1}], "edges": [{"source": 1, "target": 2}]}';
    expect(fails(both)).toMatchObject({ code: 'validation', location: { field: 'edges' } });
    const emptyLinks = both.replace('[{"source": 0, "target": 1}]', '[]');
    expect(parseNodeLink(emptyLinks).graph.edges.map((e) => [e.source, e.target])).toEqual([[1, 2]]);
  });

  it('refuses graphology options and edge flags of the wrong type', () => {
    const g = (options: string, edge = '') =>
      `{"options": ${options}, "nodes": [{"key": "a"}, {"key": "b"}], "edges": [{"source": "a", "target": "b"${edge}}]}`;
    expect(fails(g('{"type": "Directed"}')).location.field).toBe('options.type');
    expect(fails(g('{"type": "directed", "multi": "true"}')).location.field).toBe('options.multi');
    expect(fails(g('{}', ', "undirected": "false"')).location.field).toBe('edges[0].undirected');
    expect(parseNodeLink(g('{"type": "mixed"}', ', "undirected": true')).graph.directed).toBe(false);
  });
});

describe('an edge list states its direction before the first edge', () => {
  const fails = (text: string) => thrownGrrafError(() => parseEdgeList(text, { file: 'g.txt' }));

  it('refuses "# directed" after the first edge, with its line', () => {
    expect(fails('0 1\n1 2\n# directed\n2 3\n')).toMatchObject({
      code: 'parse',
      location: { file: 'g.txt', line: 3, column: 1 },
    });
    expect(fails('0 1  # directed\n').location).toMatchObject({ line: 1, column: 6 });
    expect(fails('# undirected\n0 1\n#   Directed\n').location.line).toBe(3);
  });

  it('refuses two direction comments that disagree', () => {
    expect(fails('# directed\n# undirected\n0 1\n').location).toMatchObject({ line: 2 });
  });

  it('accepts a repeated statement, other comments, and a late one that says what the graph is', () => {
    expect(
      parseEdgeList('# directed\n# a comment\n# directed\n\n0 1\n# directed\n1 2\n').graph.directed,
    ).toBe(true);
    expect(parseEdgeList('0 1\n# undirected\n').graph.directed).toBe(false);
    expect(parseEdgeList('0 1\n# directed\n', { directed: true }).graph.directed).toBe(true);
    expect(parseEdgeList('0 1\n# directions: see README\n').graph.directed).toBe(false);
  });

  it('names the right line when the file comes in pieces', () => {
    const r = new EdgeListReader({ file: 'big.txt' });
    r.push('0 1\n1 2\n');
    const e = thrownGrrafError(() => r.push('2 3\n# directed\n'));
    expect(e.location).toMatchObject({ file: 'big.txt', line: 4 });
  });
});

describe('GraphML: hyperedges, several graphs, nested graphs', () => {
  const head = '<?xml version="1.0"?>\n<graphml xmlns="http://graphml.graphdrawing.org/xmlns">\n';
  const fails = (text: string) => thrownGrrafError(() => parseGraphML(text, { file: 'g.graphml' }));

  it('refuses a <hyperedge> at its line', () => {
    const e = fails(
      `${head}<graph edgedefault="undirected">\n<node id="a"/><node id="b"/><node id="c"/>\n  <hyperedge><endpoint node="a"/><endpoint node="b"/><endpoint node="c"/></hyperedge>\n</graph></graphml>`,
    );
    expect(e).toMatchObject({ code: 'validation', location: { file: 'g.graphml', line: 5, column: 3 } });
    expect(e.message).toMatch(/hyperedge/);
  });

  it('refuses a nested graph whose direction differs from the outer one', () => {
    const e = fails(
      `${head}<graph edgedefault="undirected">\n<node id="a"/>\n<node id="n">\n<graph id="n:" edgedefault="directed"><node id="n::x"/><node id="n::y"/><edge source="n::x" target="n::y"/></graph>\n</node>\n<edge source="a" target="n"/></graph></graphml>`,
    );
    expect(e.location).toMatchObject({ line: 6, column: 1 });
    expect(e.message).toMatch(
      /nested <graph> with edgedefault="directed" inside a undirected graph|inside an? undirected graph/,
    );
  });

  it('flattens a nested graph of the same direction with a warning at its line', () => {
    const p = parseGraphML(
      `${head}<graph edgedefault="directed">\n<node id="a"/>\n<node id="n">\n<graph id="n:"><node id="n::x"/><edge source="n::x" target="a"/></graph>\n</node>\n</graph></graphml>`,
    );
    expect(p.graph.directed).toBe(true);
    expect(p.graph.nodes.map((n) => n.id)).toEqual(['a', 'n', 'n::x']);
    expect(p.warnings).toEqual([
      { message: expect.stringMatching(/nested <graph> flattened/), line: 6, column: 1 },
    ]);
  });

  it('refuses a second top-level graph', () => {
    const e = fails(
      `${head}<graph edgedefault="undirected"><node id="a"/></graph>\n<graph edgedefault="directed"><node id="c"/></graph>\n</graphml>`,
    );
    expect(e.location).toMatchObject({ line: 4, column: 1 });
  });
});

describe('a CSV header names each column once', () => {
  const fails = (text: string) => thrownGrrafError(() => parseCsv(text, { file: 'e.csv' }));

  it('refuses a property named twice, at the second column', () => {
    expect(fails(':START_ID,:END_ID,w:int,w:float\na,b,1,2.5\n')).toMatchObject({
      code: 'parse',
      location: { file: 'e.csv', line: 1, column: 4, field: 'w:float' },
    });
    expect(fails('id:ID,name,name\n1,a,b\n').location).toMatchObject({ line: 1, column: 3 });
    // A named :ID column is stored as a property too.
    expect(fails('id:ID,id:int\n1,2\n').location).toMatchObject({ column: 2 });
  });

  it('refuses two id, start, end, type or weight columns', () => {
    expect(fails(':START_ID,source,:END_ID\na,b,c\n').location).toMatchObject({ column: 2, field: 'source' });
    expect(fails(':START_ID,:END_ID,weight,Weight:float\na,b,1,2\n').location).toMatchObject({ column: 4 });
    expect(fails(':START_ID,:END_ID,:TYPE,:TYPE\na,b,X,Y\n').location).toMatchObject({ column: 4 });
    expect(
      thrownGrrafError(() => parseCsvPair({ nodes: ':ID,:ID\n1,2\n', nodesFile: 'n.csv' })).location,
    ).toMatchObject({ file: 'n.csv', column: 2 });
  });

  it('still reads several label columns and ignored columns', () => {
    const p = parseCsv(':ID,:LABEL,:LABEL,:IGNORE,:IGNORE\n1,A,B,x,y\n');
    expect(p.graph.nodes[0]?.labels).toEqual(['A', 'B']);
  });
});
