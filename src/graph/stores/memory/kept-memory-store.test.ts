import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../model.js';
import { KeptMemoryStore } from './kept-memory-store.js';

const graph = (): GraphData => ({
  directed: true,
  nodes: [0, 1, 2].map((id) => ({ id, labels: [], properties: {} })),
  edges: [
    { source: 0, target: 1, properties: {} },
    { source: 1, target: 2, properties: {} },
  ],
});

describe('KeptMemoryStore', () => {
  it('indexes a graph object once: a second store loading it shares the first one', async () => {
    const g = graph();
    const a = new KeptMemoryStore();
    await a.load(g);
    const schema = await a.schema();
    expect([schema.nodeCount, schema.edgeCount]).toEqual([3, 2]);
    const b = new KeptMemoryStore();
    expect(await b.load(g)).toMatchObject({ nodes: 3, edges: 2 });
    // The same schema object: nothing was indexed or counted again.
    expect(await b.schema()).toBe(schema);
    expect((await b.neighbors(1)).map((n) => n.node.id).sort()).toEqual([0, 2]);
  });

  it('closing one store leaves the shared load to the others', async () => {
    const g = graph();
    const a = new KeptMemoryStore();
    const b = new KeptMemoryStore();
    await a.load(g);
    await b.load(g);
    await a.close();
    expect((await a.schema()).nodeCount).toBe(0);
    expect((await b.schema()).nodeCount).toBe(3);
    const c = new KeptMemoryStore();
    await c.load(g);
    expect((await c.export()).nodes).toHaveLength(3);
  });

  it('another graph object is indexed on its own', async () => {
    const a = new KeptMemoryStore();
    await a.load(graph());
    const other = graph();
    other.nodes.push({ id: 3, labels: [], properties: {} });
    const b = new KeptMemoryStore();
    await b.load(other);
    expect([(await a.schema()).nodeCount, (await b.schema()).nodeCount]).toEqual([3, 4]);
  });
});
