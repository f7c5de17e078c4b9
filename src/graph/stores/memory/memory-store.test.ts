import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../../errors.js';
import type { GraphData } from '../../model.js';
import { buildSchema } from '../../schema-builder.js';
import { edge, node } from '../../test-support/fixtures.js';
import { MemoryStore } from './memory-store.js';

/** A small directed property graph with numeric and string ids, labels, types, weights and a self-loop. */
function supplyChain(): GraphData {
  return {
    directed: true,
    name: 'supply',
    nodes: [
      node(1, { labels: ['Supplier'], properties: { name: 'Acme', country: 'NL' } }),
      node(2, { labels: ['Supplier'], properties: { name: 'Bolt', country: 'DE' } }),
      node('p1', { labels: ['Plant'], properties: { name: 'North', tags: ['a', 'b'] }, weight: 3 }),
      node('p2', { labels: ['Plant', 'Depot'], properties: { name: 'South', tags: ['a', 'b'] } }),
      node(5),
    ],
    edges: [
      edge(1, 'p1', { type: 'SUPPLIES', properties: { tons: 2.5 }, weight: 4 }),
      edge(2, 'p1', { type: 'SUPPLIES', properties: { tons: 1 }, weight: 1 }),
      edge(2, 'p2', { type: 'SUPPLIES', properties: { tons: 7 } }),
      edge('p1', 'p2', { type: 'SHIPS', properties: {} }),
      edge('p2', 'p2', { properties: { note: 'loop' } }),
      edge(5, 1),
    ],
  };
}

async function loaded(data: GraphData): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.load(data);
  return store;
}

describe('MemoryStore load and export', () => {
  it('round-trips GraphData, keeping numeric ids numbers and string ids strings', async () => {
    const data = supplyChain();
    const store = await loaded(data);
    expect(await store.export()).toEqual(data);
  });

  it('round-trips an undirected multigraph with parallel edges and self-loops', async () => {
    const data: GraphData = {
      directed: false,
      multi: true,
      nodes: [node(0), node(1)],
      edges: [edge(0, 1, { weight: 1 }), edge(1, 0, { weight: 2 }), edge(0, 0), edge(0, 0)],
    };
    const store = await loaded(data);
    expect(await store.export()).toEqual(data);
    expect((await store.schema()).edgeCount).toBe(4);
  });

  it('keeps numeric ids of any spread: sparse, negative, fractional', async () => {
    const ids = [3, 1_000_000_000, -5, 2.5, 0, '7'];
    const data: GraphData = {
      directed: true,
      nodes: ids.map((id) => node(id)),
      edges: [edge(3, 1_000_000_000), edge(-5, 2.5), edge(0, '7'), edge(2.5, 3)],
    };
    const store = await loaded(data);
    expect(await store.export()).toEqual(data);
    expect((await store.neighbors(2.5)).map((n) => n.node.id)).toEqual([3, -5]);
  });

  it('reports what it loaded', async () => {
    const summary = await new MemoryStore().load(supplyChain());
    expect(summary).toMatchObject({ nodes: 5, edges: 6 });
    expect(summary.ms).toBeGreaterThanOrEqual(0);
  });

  it('merges a repeated edge of a simple graph, later attributes winning, either order when undirected', async () => {
    const store = await loaded({
      directed: false,
      nodes: [node(0), node(1)],
      edges: [edge(0, 1, { weight: 1 }), edge(1, 0, { weight: 9, properties: { k: 'late' } })],
    });
    const out = await store.export();
    expect(out.edges).toEqual([{ source: 0, target: 1, weight: 9, properties: { k: 'late' } }]);
  });

  it('merges every repeat into the first occurrence, keeping its position, self-loops included', async () => {
    const store = await loaded({
      directed: true,
      nodes: [node(0), node(1), node(2)],
      edges: [
        edge(0, 1, { weight: 1 }),
        edge(2, 2, { weight: 1 }),
        edge(1, 2),
        edge(0, 1, { weight: 2 }),
        edge(2, 2, { weight: 5 }),
        edge(0, 1, { weight: 3 }),
      ],
    });
    const out = await store.export();
    expect(out.edges.map((e) => [e.source, e.target, e.weight])).toEqual([
      [0, 1, 3],
      [2, 2, 5],
      [1, 2, undefined],
    ]);
    expect((await store.neighbors(0)).map((n) => n.edge.weight)).toEqual([3]);
    expect((await store.schema()).edgeCount).toBe(3);
  });

  it('keeps a directed edge and its reverse apart', async () => {
    const store = await loaded({
      directed: true,
      nodes: [node(0), node(1)],
      edges: [edge(0, 1), edge(1, 0)],
    });
    expect((await store.schema()).edgeCount).toBe(2);
  });

  it.each([
    ['a duplicate node id', { nodes: [node(1), node('1')], edges: [] }, 'nodes[1].id'],
    ['an edge to an undeclared node', { nodes: [node(1)], edges: [edge(1, 7)] }, 'edges[0].target'],
    ['an edge from an undeclared node', { nodes: [node(1)], edges: [edge(8, 1)] }, 'edges[0].source'],
    [
      'a non-numeric edge weight',
      { nodes: [node(1)], edges: [edge(1, 1, { weight: 'x' as never })] },
      'edges[0].weight',
    ],
    ['a NaN node weight', { nodes: [node(1, { weight: Number.NaN })], edges: [] }, 'nodes[0].weight'],
  ])('rejects %s with a validation error and keeps the previous graph', async (_name, bad, field) => {
    const store = await loaded(supplyChain());
    const before = await store.export();
    const error = await store.load({ directed: true, ...bad }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrrafError);
    expect(error).toMatchObject({ code: 'validation', location: { field } });
    expect(await store.export()).toEqual(before);
  });

  it('returns copies, so callers cannot change the stored graph', async () => {
    const store = await loaded(supplyChain());
    const [found] = await store.nodesByProperty({ key: 'name', value: 'Acme' });
    found!.properties.name = 'changed';
    found!.labels.push('X');
    const exported = await store.export();
    exported.edges[0]!.properties.tons = 99;
    expect(await store.nodesByProperty({ key: 'name', value: 'Acme' })).toHaveLength(1);
    expect((await store.export()).edges[0]!.properties.tons).toBe(2.5);
  });

  it('does not alias the loaded data', async () => {
    const data = supplyChain();
    const store = await loaded(data);
    data.nodes[0]!.properties.name = 'mutated';
    data.edges[0]!.properties.tons = 0;
    expect(await store.nodesByProperty({ key: 'name', value: 'Acme' })).toHaveLength(1);
    expect((await store.export()).edges[0]!.properties.tons).toBe(2.5);
  });

  it('is empty before the first load and after close', async () => {
    const store = new MemoryStore();
    expect(await store.export()).toEqual({ directed: false, nodes: [], edges: [] });
    await store.load(supplyChain());
    await store.close();
    expect((await store.schema()).nodeCount).toBe(0);
  });
});

describe('MemoryStore schema', () => {
  it('matches the schema built from the GraphData it loaded', async () => {
    const data = supplyChain();
    expect(await (await loaded(data)).schema()).toEqual(buildSchema(data));
  });

  it('is recomputed after a new load', async () => {
    const store = await loaded(supplyChain());
    expect((await store.schema()).nodeCount).toBe(5);
    await store.load({ directed: false, nodes: [node(0)], edges: [] });
    expect(await store.schema()).toMatchObject({ nodeCount: 1, directed: false });
  });
});

describe('MemoryStore navigation', () => {
  it('finds nodes by property, optionally within a label, up to a limit', async () => {
    const store = await loaded(supplyChain());
    expect((await store.nodesByProperty({ key: 'name', value: 'Bolt' })).map((n) => n.id)).toEqual([2]);
    expect(await store.nodesByProperty({ key: 'name', value: 'Bolt', label: 'Plant' })).toEqual([]);
    expect((await store.nodesByProperty({ key: 'tags', value: ['a', 'b'] })).map((n) => n.id)).toEqual([
      'p1',
      'p2',
    ]);
    expect(await store.nodesByProperty({ key: 'tags', value: ['a', 'b'], limit: 1 })).toHaveLength(1);
    expect((await store.nodesByProperty({ key: 'weight', value: 3 })).map((n) => n.id)).toEqual(['p1']);
  });

  it('compares property values strictly', async () => {
    const store = await loaded({ directed: false, nodes: [node(0, { properties: { n: 1 } })], edges: [] });
    expect(await store.nodesByProperty({ key: 'n', value: '1' })).toEqual([]);
  });

  it('finds a node by id, numeric or as a string', async () => {
    const store = await loaded(supplyChain());
    const [byNumber] = await store.nodesByProperty({ key: 'id', value: 2 });
    expect(byNumber).toEqual({ id: 2, labels: ['Supplier'], properties: { name: 'Bolt', country: 'DE' } });
    expect((await store.nodesByProperty({ key: 'id', value: '2' }))[0]?.id).toBe(2);
    expect(await store.nodesByProperty({ key: 'id', value: 'nope' })).toEqual([]);
    expect(await store.nodesByProperty({ key: 'id', value: 2, label: 'Plant' })).toEqual([]);
  });

  it('treats unlabeled nodes as the default label', async () => {
    const store = await loaded(supplyChain());
    const found = await store.nodesByProperty({ key: 'id', value: 5, label: 'Node' });
    expect(found.map((n) => n.id)).toEqual([5]);
  });

  it('lists out, in and all neighbors of a directed graph with the connecting edge', async () => {
    const store = await loaded(supplyChain());
    const out = await store.neighbors(2, { direction: 'out' });
    expect(out.map((n) => [n.node.id, n.direction, n.edge.properties.tons])).toEqual([
      ['p1', 'out', 1],
      ['p2', 'out', 7],
    ]);
    expect(out[0]!.edge).toEqual({
      source: 2,
      target: 'p1',
      type: 'SUPPLIES',
      properties: { tons: 1 },
      weight: 1,
    });
    const inward = await store.neighbors('p1', { direction: 'in' });
    expect(inward.map((n) => [n.node.id, n.direction])).toEqual([
      [1, 'in'],
      [2, 'in'],
    ]);
    const all = await store.neighbors(1);
    expect(all.map((n) => [n.node.id, n.direction])).toEqual([
      ['p1', 'out'],
      [5, 'in'],
    ]);
  });

  it('lists a directed self-loop once when both directions are asked', async () => {
    const store = await loaded(supplyChain());
    const all = await store.neighbors('p2');
    expect(all.filter((n) => n.node.id === 'p2')).toHaveLength(1);
    expect(await store.neighbors('p2', { direction: 'in' })).toHaveLength(3);
  });

  it('filters neighbors by relationship type (the default type matches untyped edges) and limit', async () => {
    const store = await loaded(supplyChain());
    expect((await store.neighbors('p1', { type: 'SHIPS' })).map((n) => n.node.id)).toEqual(['p2']);
    expect((await store.neighbors(1, { type: 'EDGE' })).map((n) => n.node.id)).toEqual([5]);
    expect(await store.neighbors('p1', { limit: 2 })).toHaveLength(2);
  });

  it('lists every incident edge of an undirected graph as out, self-loop once', async () => {
    const store = await loaded({
      directed: false,
      nodes: [node(0), node(1), node(2)],
      edges: [edge(0, 1, { weight: 5 }), edge(2, 0), edge(0, 0)],
    });
    const found = await store.neighbors(0, { direction: 'in' });
    expect(found.map((n) => [n.node.id, n.direction]).sort()).toEqual([
      [0, 'out'],
      [1, 'out'],
      [2, 'out'],
    ]);
    const viaTwo = found.find((n) => n.node.id === 2)!;
    expect(viaTwo.edge).toMatchObject({ source: 2, target: 0 });
  });

  it('names the unknown node id in a not-found error', async () => {
    const store = await loaded(supplyChain());
    const error = await store.neighbors(42).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'not-found' });
    expect((error as Error).message).toContain('42');
  });

  it('lists distinct values of a node label, a relationship type, or all nodes', async () => {
    const store = await loaded(supplyChain());
    expect(await store.distinctValues({ key: 'country', label: 'Supplier' })).toEqual(['NL', 'DE']);
    expect(await store.distinctValues({ key: 'tags' })).toEqual([['a', 'b']]);
    expect(await store.distinctValues({ key: 'tons', type: 'SUPPLIES' })).toEqual([2.5, 1, 7]);
    expect(await store.distinctValues({ key: 'note', type: 'EDGE' })).toEqual(['loop']);
    expect(await store.distinctValues({ key: 'weight', type: 'SUPPLIES' })).toEqual([4, 1]);
    expect(await store.distinctValues({ key: 'id', label: 'Plant' })).toEqual(['p1', 'p2']);
    expect(await store.distinctValues({ key: 'name', limit: 2 })).toEqual(['Acme', 'Bolt']);
  });

  it('rejects a distinct-values query that names both a label and a type, or a bad limit', async () => {
    const store = await loaded(supplyChain());
    await expect(store.distinctValues({ key: 'x', label: 'A', type: 'B' })).rejects.toMatchObject({
      code: 'validation',
    });
    await expect(store.nodesByProperty({ key: 'x', value: 1, limit: -1 })).rejects.toMatchObject({
      code: 'validation',
    });
  });
});
