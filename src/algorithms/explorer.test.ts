import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { exploreByKey, GAVE_UP, LazyKeyReader } from './explorer.js';
import { peekMemo } from './graph-memo.js';
import { newGraph } from './test-support/random-graphs.js';

describe('LazyKeyReader', () => {
  it("hands on graphology's lists by direction until the budget is spent", () => {
    const D = new DirectedGraph();
    D.mergeEdge('a', 'b');
    D.mergeEdge('a', 'c');
    D.mergeEdge('c', 'a');
    const r = new LazyKeyReader(D, 6);
    expect(r.neighbors('a')).toEqual(['b', 'c']); // 3 reads
    expect(r.neighbors('a', 'in')).toEqual(['c']); // 5
    expect(r.neighbors('b', 'in')).toBeNull(); // 7 > 6
    expect(r.nextRoot()).toBe(GAVE_UP);
  });

  it('walks the roots in G order, and mixed graphs by arc direction', () => {
    const M = newGraph();
    M.mergeEdge('a', 'b');
    M.mergeUndirectedEdge('b', 'c');
    const r = new LazyKeyReader(M, 100);
    expect(r.neighbors('b', 'out')).toEqual(['c']);
    expect(r.neighbors('b', 'in')).toEqual(['a', 'c']);
    expect(r.neighbors('b', 'both')).toEqual(['a', 'c']);
    expect([r.nextRoot(), r.nextRoot(), r.nextRoot(), r.nextRoot()]).toEqual(['a', 'b', 'c', null]);
  });

  it('walks the edges of a node with their ends as graphology holds them', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('a', 'b', { weight: 2 });
    U.mergeEdge('c', 'a', { weight: 3 });
    const seen: string[] = [];
    const r = new LazyKeyReader(U, 3);
    r.forEachEdge('a', true, (_e, attrs, s, t) => seen.push(`${s}-${t}:${attrs.weight}`));
    expect(seen).toEqual(['a-b:2', 'c-a:3']);
    expect(r.spend(2)).toBe(true);
    expect(r.spend(0)).toBe(false);
  });
});

describe('exploreByKey', () => {
  it('searches by key lazily, else by id on the memorized index', () => {
    const D = new DirectedGraph();
    D.mergeEdge('a', 'b');
    const byKey = () => 'key';
    const byId = () => 'id';
    expect(exploreByKey(D, byKey, byId)).toBe('key');
    expect(exploreByKey(D, () => GAVE_UP, byId)).toBe('id');
    expect(peekMemo(D, 'topology')).toBeDefined();
    expect(exploreByKey(D, byKey, byId)).toBe('id');
    expect(() => exploreByKey(D, byKey, () => GAVE_UP)).toThrow(/gave up on the index/);
  });
});
