import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseGTools, writeGTools } from './gtools.js';

const fails = (text: string) => thrownGrrafError(() => parseGTools(text, { file: 'g.txt' }));

describe('GTools literals', () => {
  it('reads a bare literal, undirected unless told', () => {
    const p = parseGTools("[(0, 1), (1, 'b'), (2, 3, {'weight': 62, 'tag': 'x'})]");
    expect(p.graph.directed).toBe(false);
    expect(p.graph.edges).toEqual([
      { source: 0, target: 1, properties: {} },
      { source: 1, target: 'b', properties: {} },
      { source: 2, target: 3, weight: 62, properties: { tag: 'x' } },
    ]);
    expect(p.question).toBeUndefined();
    expect(parseGTools('[(0, 1)]', { directed: true }).graph.directed).toBe(true);
  });

  it('reads the prompt: direction, question without the list, parameters', () => {
    const p = parseGTools(
      "### Instruction:\nGiven a directed graph,the edges are: [(0, 2, {'capacity': 1}), (2, 3, {'capacity': 4})]. The task is: you need to Get the maximum flow. The nodes in question are: source_node=0 , sink_node=3.\n",
    );
    expect(p.graph.directed).toBe(true);
    expect(p.graph.edges[1]).toEqual({ source: 2, target: 3, properties: { capacity: 4 } });
    expect(p.question).toBe(
      '### Instruction:\nGiven a directed graph. The task is: you need to Get the maximum flow. The nodes in question are: source_node=0 , sink_node=3.',
    );
    expect(p.params).toEqual({ source: 0, target: 3 });
    expect(parseGTools('Given an undirected graph, The edges are: [(0, 1)]. node=1').params).toEqual({
      node: 1,
    });
  });

  it('gives line and column for malformed literals and bad weights', () => {
    expect(fails('[(0, 1), (1 2)]').location).toMatchObject({ file: 'g.txt', line: 1, column: 13 });
    expect(fails("[(0, 1),\n (1, 2, {'weight': 'heavy'})]")).toMatchObject({
      code: 'validation',
      location: { line: 2, column: 2, field: 'weight' },
    });
    expect(fails('[(0, 1), (1, 2)').message).toMatch(/unclosed/);
    expect(fails('[(0,), (1, 2)]').message).toMatch(/tuple/);
    expect(fails('[(0, 1)] trailing').message).toMatch(/after the edge list/);
    expect(fails('no list here').code).toBe('parse');
  });

  it('round-trips through the writer, direction and attributes included', () => {
    for (const t of ["[(0, 1, {'weight': 2.5}), (1, 'x', {'c': True, 'd': None})]", '[(3, 4)]']) {
      for (const directed of [true, false]) {
        const g = parseGTools(t, { directed }).graph;
        expect(parseGTools(writeGTools(g)).graph).toEqual(g);
      }
    }
  });
});
