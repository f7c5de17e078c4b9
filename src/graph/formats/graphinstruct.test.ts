import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import type { GraphData } from '../model.js';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseGraphInstruct, writeGraphInstruct } from './graphinstruct.js';

const PRE = 'Find the shortest path between two nodes in an undirected graph.';

const fails = (text: string) => thrownGrrafError(() => parseGraphInstruct(text, { file: 'q.txt' }));

describe('GraphInstruct text', () => {
  it('reads an undirected graph, keeps isolated nodes, returns the question and params', () => {
    const p = parseGraphInstruct(
      `${PRE} Q: The nodes are numbered from 0 to 5, and the edges are: (0, 3) (3, 1). Is there a path between node 5 and node 1?`,
    );
    expect(p.graph.directed).toBe(false);
    expect(p.graph.nodes.map((n) => n.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(p.graph.edges.map((e) => [e.source, e.target])).toEqual([
      [0, 3],
      [3, 1],
    ]);
    expect(p.question).toBe(`${PRE} Q: Is there a path between node 5 and node 1?`);
    expect(p.ask).toBe('Is there a path between node 5 and node 1?');
    expect(p.params).toEqual({ source: 5, target: 1 });
  });

  it('has no question proper when the text has no "Q:" marker', () => {
    const p = parseGraphInstruct(
      'The nodes are numbered from 0 to 3, and the edges are: (0->1) (2->3). Any cycle?',
    );
    expect(p.question).toBe('Any cycle?');
    expect(p.ask).toBeUndefined();
  });

  it('reads directed and weighted tuples', () => {
    const d = parseGraphInstruct('The nodes are numbered from 0 to 3, and the edges are: (0->1) (2->3).');
    expect(d.graph.directed).toBe(true);
    const wu = parseGraphInstruct('The nodes are numbered from 0 to 4, and the edges are: (1,4,1) (0,2,7).');
    expect(wu.graph.directed).toBe(false);
    expect(wu.graph.edges.map((e) => e.weight)).toEqual([1, 7]);
    const wd = parseGraphInstruct(
      'The nodes are numbered from 0 to 3, and the edges are: (2->3,9). What is the maximum flow from node 2 to node 3?',
    );
    expect(wd.graph.edges[0]).toEqual({ source: 2, target: 3, weight: 9, properties: {} });
    expect(wd.params).toEqual({ source: 2, target: 3 });
  });

  it('reads node weights (triplet) and a single node parameter', () => {
    const p = parseGraphInstruct(
      'Q: The nodes are numbered from 0 to 2, weights of nodes are: [0, 5] [1, 2] [2, 9], and the edges are: (0, 1) (1, 2). What is the degree of node 1?',
    );
    expect(p.graph.nodes.map((n) => n.weight)).toEqual([5, 2, 9]);
    expect(p.params).toEqual({ node: 1 });
  });

  it("reads the two-graph form into graph G and graphPrime G'", () => {
    const p = parseGraphInstruct(
      "Q: The nodes of graph G are numbered from 0 to 3, and the edges are: (0->1) (1->2). The nodes of subgraph G' are numbered from a to c, and the edges are: (a->b). Is subgraph G' present within graph G as a direct substructure?",
    );
    expect(p.graph.name).toBe('G');
    expect(p.graph.nodes).toHaveLength(4);
    expect(p.graphPrime?.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(p.graphPrime?.edges).toEqual([{ source: 'a', target: 'b', properties: {} }]);
    expect(p.question).toBe("Q: Is subgraph G' present within graph G as a direct substructure?");
    expect(p.ask).toBe("Is subgraph G' present within graph G as a direct substructure?");
  });

  it('takes direction from the preamble only when there are no edges', () => {
    const t =
      'In a directed graph, (i->j) means ... Q: The nodes are numbered from 0 to 2, and the edges are: . Is it?';
    expect(parseGraphInstruct(t).graph.directed).toBe(true);
    expect(parseGraphInstruct(t.replace('directed graph', 'undirected graph')).graph.edges).toEqual([]);
  });

  it('merges a repeated edge with a warning that has its column', () => {
    const p = parseGraphInstruct(
      'The nodes are numbered from 0 to 2, and the edges are: (0, 1) (1, 0,).'.replace(',)', ')'),
    );
    expect(p.graph.edges).toHaveLength(1);
    expect(p.warnings[0]).toMatchObject({ line: 1, column: 63 });
  });

  it('names line and column for malformed, out-of-range and mixed input', () => {
    expect(fails('Just a question with no graph.').code).toBe('parse');
    const bad = fails('The nodes are numbered from 0 to 3, and the edges are: (0, 1) (1 2).');
    expect(bad.location).toMatchObject({ file: 'q.txt', line: 1, column: 66 });
    const range = fails('The nodes are numbered from 0 to 3,\nand the edges are: (0, 9).');
    expect(range.code).toBe('validation');
    expect(range.location).toMatchObject({ line: 2, column: 20 });
    expect(fails('The nodes are numbered from 0 to 3, and the edges are: (0->1) (1, 2).').message).toMatch(
      /directed/,
    );
    expect(fails('The nodes are numbered from 0 to 3, and the edges are: (0,1,x).').code).toBe('validation');
    expect(fails('The nodes are numbered from 0 to 3, and the edges are: (0, 1').message).toMatch(
      /end of the text/,
    );
    expect(fails('The nodes are numbered from 0 to 99999999999, and the edges are: (0, 1).').code).toBe(
      'validation',
    );
  });

  it('writes every style back so that parsing gives the same graph', () => {
    const texts = [
      'The nodes are numbered from 0 to 4, and the edges are: (0, 3) (1, 2).',
      'The nodes are numbered from 0 to 4, and the edges are: (0->3) (4->2).',
      'The nodes are numbered from 0 to 4, and the edges are: (0,3,5) (1,2,1.5).',
      'The nodes are numbered from 0 to 4, and the edges are: (0->3,5) (1->2,7).',
      'The nodes are numbered from 0 to 2, weights of nodes are: [0, 5] [1, 2] [2, 9], and the edges are: (0, 1).',
      'The nodes are numbered from a to c, and the edges are: (a->b) (b->c).',
    ];
    for (const t of texts) {
      const g = parseGraphInstruct(t).graph;
      expect(writeGraphInstruct(g)).toBe(t);
      expect(parseGraphInstruct(writeGraphInstruct(g)).graph).toEqual(g);
    }
  });

  it('refuses to write ids that are not 0..N', () => {
    const g: GraphData = { directed: false, nodes: [{ id: 'x', labels: [], properties: {} }], edges: [] };
    expect(() => writeGraphInstruct(g)).toThrow(GrrafError);
  });
});

describe('GraphInstruct edge separators (REGRESSION: comma-separated edges were cut to one, silently)', () => {
  const HEAD = 'The nodes are numbered from 0 to 5, and the edges are:';
  /** Every edge tuple written in the text, read with a plain regex (not the scanner under test). */
  const tuples = (t: string) =>
    [...t.matchAll(/\((\d+)\s*(?:,|->|\u2192)\s*(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);

  it.each([
    ['commas', '(0, 1), (1, 2), (2, 3), (3, 4), (4, 5).'],
    ['commas without spaces', '(0,1),(1,2),(2,3).'],
    ['semicolons', '(0, 1); (1, 2); (2, 3).'],
    ['a final "and"', '(0, 1), (1, 2), and (2, 3).'],
    ['"and" alone', '(0, 1) and (1, 2).'],
    ['newlines', '\n(0, 1),\n(1, 2)\n(2, 3)\n'],
    ['unicode arrows', '(0\u21921), (1\u21922).'],
  ])('reads edges separated by %s, and none stays in the question', (_, edges) => {
    const p = parseGraphInstruct(`${HEAD} ${edges} Is there a path between node 0 and node 5?`);
    expect(p.graph.edges.map((e) => [e.source, e.target])).toEqual(tuples(edges));
    expect(p.question).toBe('Is there a path between node 0 and node 5?');
    expect(p.params).toEqual({ source: 0, target: 5 });
  });

  it('checks the range of every comma-separated edge', () => {
    const e = fails(`${HEAD} (0, 1), (1, 9). Is there a cycle?`);
    expect(e.code).toBe('validation');
    expect(e.message).toMatch(/undeclared node 9/);
  });

  it('reads comma-separated node weights', () => {
    const p = parseGraphInstruct(
      'The nodes are numbered from 0 to 2, weights of nodes are: [0, 5], [1, 2]; [2, 9], and the edges are: (0, 1).',
    );
    expect(p.graph.nodes.map((n) => n.weight)).toEqual([5, 2, 9]);
  });

  it('refuses edge-like text it cannot read instead of leaving it in the question', () => {
    const text = `${HEAD} (0, 1) | (1, 2). Is there a cycle?`;
    const piped = fails(text);
    expect(piped.code).toBe('parse');
    expect(piped.location).toMatchObject({ file: 'q.txt', line: 1, column: text.indexOf('(1, 2)') + 1 });
    expect(piped.message).toMatch(/"\(1, 2\)" looks like an edge/);
    expect(fails(`${HEAD} (0, 1), and also (1, 2).`).code).toBe('parse');
    expect(fails(`${HEAD} (0, 1) [1, 2].`).code).toBe('parse');
  });

  it('lets the question mention a pair after the list has ended', () => {
    const p = parseGraphInstruct(`${HEAD} (0, 1), (1, 2).\nIs (3, 4) an edge?`);
    expect(p.graph.edges).toHaveLength(2);
    expect(p.question).toBe('Is (3, 4) an edge?');
  });
});
