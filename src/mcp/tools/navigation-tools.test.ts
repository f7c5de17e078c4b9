import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import { NAVIGATION_TOOL_NAMES, navigationTools } from './navigation-tools.js';

const path: GraphData = {
  directed: false,
  nodes: [0, 1, 2].map((id) => ({ id, labels: ['Stop'], properties: {} })),
  edges: [
    { source: 0, target: 1, properties: {} },
    { source: 1, target: 2, properties: {} },
  ],
};

async function loadedStore(): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.load(path);
  return store;
}

describe('the navigation tools MCP serves', () => {
  it('are the graph toolset without think, and read the schema once, on the first call', async () => {
    const store = await loadedStore();
    let schemaReads = 0;
    const schema = store.schema.bind(store);
    store.schema = () => {
      schemaReads++;
      return schema();
    };
    const tools = navigationTools(store);
    expect(Object.keys(tools)).toEqual([...NAVIGATION_TOOL_NAMES]);
    expect(Object.keys(tools)).not.toContain('think');
    expect(schemaReads).toBe(0);
    const args = { label: 'Stop', property_name: 'id', property_value: 1 };
    const neighbors = (await tools.get_all_nearest_neighbors!.execute(args, {})) as {
      neighbor: { id: number };
    }[];
    expect(neighbors.map((r) => r.neighbor.id).sort()).toEqual([0, 2]);
    await tools.get_node_by_property!.execute(args, {});
    expect(schemaReads).toBe(1);
  });

  it('read the schema again after a failed read, instead of failing for good', async () => {
    const store = await loadedStore();
    const schema = store.schema.bind(store);
    let fail = true;
    store.schema = () => (fail ? Promise.reject(new Error('store busy')) : schema());
    const tools = navigationTools(store);
    const args = { label: 'Stop', property_name: 'id', property_value: 0 };
    await expect(tools.get_node_by_property!.execute(args, {})).rejects.toThrow('store busy');
    fail = false;
    expect(await tools.get_node_by_property!.execute(args, {})).toEqual([
      { id: 0, labels: ['Stop'], properties: {} },
    ]);
  });

  it('show nodes as {id, labels, properties}, every label included, and say so in their descriptions', async () => {
    const store = new MemoryStore();
    await store.load({
      directed: true,
      nodes: [
        { id: 'ada', labels: ['Person', 'Author'], properties: { name: 'Ada' } },
        { id: 'note', labels: ['Document'], properties: { title: 'Notes' } },
      ],
      edges: [{ source: 'ada', target: 'note', type: 'WROTE', properties: { year: 1843 } }],
    });
    const tools = navigationTools(store);
    const byName = { label: 'Person', property_name: 'name', property_value: 'Ada' };
    expect(await tools.get_node_by_property!.execute(byName, {})).toEqual([
      { id: 'ada', labels: ['Person', 'Author'], properties: { name: 'Ada' } },
    ]);
    expect(await tools.get_all_nearest_neighbors!.execute(byName, {})).toEqual([
      {
        relationship: 'WROTE',
        direction: 'outgoing',
        relationship_properties: { year: 1843 },
        neighbor: { id: 'note', labels: ['Document'], properties: { title: 'Notes' } },
      },
    ]);
    for (const name of ['get_node_by_property', 'get_all_nearest_neighbors']) {
      const description = tools[name]!.description;
      expect(description).toContain('{"id": …, "labels": [...], "properties": {...}}');
      expect(description).not.toContain("neighbor's labels");
      expect(description.match(/Returns:/g)).toHaveLength(1);
    }
  });
});
