/**
 * Small graphs every store must treat alike: an undirected weighted integer-id graph with a
 * self-loop and an isolated node, and a directed labeled property graph with string ids, a
 * multi-label node, typed relationships with properties, an isolated node and a self-loop.
 */
import type { GraphData } from '../../model.js';

/** Undirected, weighted, integer ids 0..5; 5 is isolated; 2–2 is a self-loop. */
export function undirectedWeighted(): GraphData {
  return {
    directed: false,
    nodes: [0, 1, 2, 3, 4, 5].map((id) => ({ id, labels: [], properties: {} })),
    edges: [
      { source: 0, target: 1, properties: {}, weight: 4 },
      { source: 0, target: 2, properties: {}, weight: 1 },
      { source: 2, target: 1, properties: {}, weight: 2 },
      { source: 1, target: 3, properties: {}, weight: 5.5 },
      { source: 3, target: 4, properties: {}, weight: 3 },
      { source: 2, target: 2, properties: {}, weight: 7 },
    ],
  };
}

/** Directed, string ids, labels Person/Company/Employee (ann is both Person and Employee). */
export function directedLabeled(): GraphData {
  return {
    directed: true,
    name: 'people',
    nodes: [
      { id: 'ann', labels: ['Person', 'Employee'], properties: { name: 'Ann', age: 34, tags: ['a', 'b'] } },
      { id: 'bob', labels: ['Person'], properties: { name: 'Bob', age: 27, active: true } },
      { id: 'cid', labels: ['Person'], properties: { name: 'Cid, "the kid"', age: 27, score: 0.5 } },
      { id: 'acme', labels: ['Company'], properties: { name: 'Acme', founded: 1999 } },
      { id: 'zed', labels: ['Company'], properties: { name: '' } },
      { id: 'lone', labels: [], properties: {}, weight: 2 },
    ],
    edges: [
      { source: 'ann', target: 'bob', type: 'KNOWS', properties: { since: 2010 } },
      { source: 'bob', target: 'cid', type: 'KNOWS', properties: { since: 2015 } },
      { source: 'cid', target: 'ann', type: 'KNOWS', properties: {} },
      { source: 'ann', target: 'acme', type: 'WORKS_AT', properties: { role: 'cto' }, weight: 1.5 },
      { source: 'bob', target: 'acme', type: 'WORKS_AT', properties: { role: 'dev' }, weight: 2 },
      { source: 'bob', target: 'bob', type: 'LIKES', properties: {} },
    ],
  };
}
