import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { GraphBuilder, toNodeId, toWeight } from './graph-builder.js';
import { checkText, LineCounter, locate } from './input-checks.js';

const edge = (source: string | number, target: string | number, weight?: number) =>
  weight === undefined ? { source, target, properties: {} } : { source, target, properties: {}, weight };

describe('GraphBuilder', () => {
  it('treats 3 and "3" as one node and keeps the first spelling', () => {
    const b = new GraphBuilder({ directed: true });
    b.addEdge(edge(3, '4'));
    b.addEdge(edge('3', 4));
    const { graph, warnings } = b.result();
    expect(graph.nodes.map((n) => n.id)).toEqual([3, '4']);
    expect(graph.edges).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('merges repeated edges NetworkX-style: later keys win, others kept, undirected either order', () => {
    const b = new GraphBuilder({ directed: false });
    b.addEdge({ source: 1, target: 2, properties: { a: 1, b: 1 }, weight: 5 }, 1, 1);
    b.addEdge({ source: 2, target: 1, properties: { b: 2 } }, 2, 1);
    b.addEdge(edge(2, 3), 3, 1);
    const { graph, warnings } = b.result();
    expect(graph.edges).toEqual([
      { source: 1, target: 2, properties: { a: 1, b: 2 }, weight: 5 },
      { source: 2, target: 3, properties: {} },
    ]);
    expect(warnings).toEqual([{ message: expect.stringMatching(/repeated edge 2-1/), line: 2, column: 1 }]);
  });

  it('keeps parallel edges and self-loops in a multigraph', () => {
    const b = new GraphBuilder({ directed: true, multi: true });
    b.addEdge(edge(1, 1));
    b.addEdge(edge(1, 1));
    expect(b.result().graph).toMatchObject({ multi: true, edges: [{}, {}] });
  });

  it('rejects duplicate declarations and, when nodes are declared, unknown endpoints', () => {
    const b = new GraphBuilder({ directed: true, declaredNodes: true, file: 'f' });
    b.declareNode('a');
    expect(() => b.declareNode('a', {}, { line: 2 })).toThrow(/f:2: duplicate node id "a"/);
    expect(() => b.addEdge(edge('a', 'zz'), 3, 4)).toThrow(/f:3:4: edge refers to undeclared node "zz"/);
  });

  it('finds repeats among large ids (map path) and string ids', () => {
    const b = new GraphBuilder({ directed: true });
    b.addEdge(edge(2 ** 40, -1));
    b.addEdge(edge(2 ** 40, -1));
    b.addEdge(edge('x', 'y'));
    b.addEdge(edge('y', 'x')); // directed: a different edge
    b.addEdge(edge('x', 'y'));
    const { graph, warnings } = b.result();
    expect(graph.edges).toHaveLength(3);
    expect(warnings).toHaveLength(2);
  });

  it.each([true, false])('finds every repeat of a random edge list (directed %s)', (directed) => {
    const rng = mulberry32(directed ? 7 : 8);
    const pick = () => Math.floor(rng() * 12);
    const b = new GraphBuilder({ directed });
    const key = (s: unknown, t: unknown) => (directed || Number(s) <= Number(t) ? `${s}-${t}` : `${t}-${s}`);
    const lastWeight = new Map<string, number>();
    let repeats = 0;
    for (let i = 0; i < 300; i++) {
      const [s, t] = [pick(), pick()];
      if (lastWeight.has(key(s, t))) repeats++;
      lastWeight.set(key(s, t), i);
      b.addEdge(edge(s, t, i), i + 1, 1);
    }
    const { graph, warnings } = b.result();
    expect(warnings).toHaveLength(repeats);
    // One edge per pair of ends, with the weight of the last edge written between them.
    expect(new Map(graph.edges.map((e) => [key(e.source, e.target), e.weight]))).toEqual(lastWeight);
    expect(graph.edges).toHaveLength(lastWeight.size);
  });
});

describe('value helpers and input checks', () => {
  it('converts weights and ids', () => {
    expect(toWeight('2.5', undefined, {})).toBe(2.5);
    expect(() => toWeight('abc', 'w.txt', { line: 1 })).toThrow(GrrafError);
    expect(() => toWeight(Number.NaN, undefined, {})).toThrow(/non-numeric weight/);
    expect([toNodeId('12'), toNodeId('012'), toNodeId('-4'), toNodeId('a')]).toEqual([12, '012', -4, 'a']);
  });

  it('locates offsets and rejects empty or binary text', () => {
    expect(locate('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    const lc = new LineCounter('a\nbb\nc');
    expect([lc.at(0), lc.at(3), lc.at(5)]).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 2 },
      { line: 3, column: 1 },
    ]);
    expect(checkText('\ufeffx')).toBe('x');
    expect(() => checkText(' \n\t')).toThrow(/empty/);
    expect(() => checkText('ok\n\ufffd', 'b.bin')).toThrow(/b\.bin:2:1: .*not valid UTF-8/);
  });
});
