import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import type { GraphData, PropertyValue } from '../../graph/model.js';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import { Neo4jStore } from '../../graph/stores/neo4j/neo4j-store.js';
import { describeNeo4j } from '../../test-support/neo4j-tests.js';
import type { NeighborRow } from './graph-reader.js';
import { type GraphTools, type GraphToolsOptions, graphTools } from './graph-tools.js';

/** Suppliers supply parts, plants use parts; `s2` is also Certified (a second label). */
function supplyChain(): GraphData {
  const node = (id: string, label: string[], properties: Record<string, PropertyValue>) => ({
    id,
    labels: label,
    properties: { key: id, ...properties },
  });
  return {
    directed: true,
    nodes: [
      node('s1', ['Supplier'], { tier: 1 }),
      node('s2', ['Supplier', 'Certified'], { tier: 2 }),
      node('p1', ['Part'], { cost: 12.5, color: 'red' }),
      node('p2', ['Part'], { cost: 3.25, color: 'blue' }),
      node('p3', ['Part'], { cost: 12.5, color: 'red' }),
      node('m1', ['Plant'], { city: 'oslo' }),
    ],
    edges: [
      { source: 's1', target: 'p1', type: 'SUPPLIES', properties: { volume: 10 } },
      { source: 's1', target: 'p2', type: 'SUPPLIES', properties: { volume: 20 } },
      { source: 's2', target: 'p1', type: 'SUPPLIES', properties: { volume: 30 } },
      { source: 'm1', target: 'p1', type: 'USES', properties: { since: 'spring' } },
      { source: 'm1', target: 'p3', type: 'USES', properties: { since: 'fall' } },
      { source: 'm1', target: 'm1', type: 'USES', properties: { since: 'ever' } },
    ],
  };
}

/** The neighbors of `id` read straight off the GraphData: the expectation for every store. */
function expectedNeighbors(g: GraphData, id: string) {
  const byId = new Map(g.nodes.map((n) => [n.id, n]));
  return g.edges
    .flatMap((e) => {
      const out = e.source === id;
      if (!out && e.target !== id) return [];
      const other = byId.get(out ? e.target : e.source)!;
      return [
        {
          relationship: e.type,
          direction: out ? 'outgoing' : 'incoming',
          relationship_properties: e.properties,
          neighbor_labels: other.labels,
          neighbor: { id: other.id, ...other.properties },
        },
      ];
    })
    .sort(byJson);
}

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
const sorted = <T>(rows: T[]) => [...rows].sort(byJson);

async function errorOf(p: unknown): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  return undefined;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function loaded(make: () => Promise<GraphStore>, g: GraphData, options?: GraphToolsOptions) {
  const store = await make();
  await store.load(g);
  return { store, tools: graphTools(store, await store.schema(), options) };
}

const call = (tools: GraphTools, name: keyof GraphTools, args: unknown) =>
  // biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
  (tools[name] as any).execute(tools[name].inputSchema.parse(args), {});

const STORES: [string, () => Promise<GraphStore>][] = [
  ['memory', async () => new MemoryStore()],
  [
    'embedded',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'grraf-tools-'));
      dirs.push(dir);
      return EmbeddedStore.open(join(dir, 'store'));
    },
  ],
];
describe.each(STORES)('the graph tools on the %s store', (_, make) => describeGraphTools(make));
describeNeo4j('the graph tools on the neo4j store', (server) =>
  describeGraphTools(() => Neo4jStore.connect(server.uri, server)),
);

/** The tools' tests on one store (the supply chain loaded once, before the first test). */
function describeGraphTools(make: () => Promise<GraphStore>): void {
  const g = supplyChain();
  let setup: ReturnType<typeof loaded>;
  beforeAll(async () => {
    setup = loaded(make, g);
    await setup;
  });
  afterAll(async () => (await setup).store.close());

  it('finds nodes by property in the paper shape (id first, then every property)', async () => {
    const { tools } = await setup;
    const found = await call(tools, 'get_node_by_property', {
      label: 'Part',
      property_name: 'color',
      property_value: 'red',
    });
    expect(sorted(found)).toEqual([
      { id: 'p1', key: 'p1', cost: 12.5, color: 'red' },
      { id: 'p3', key: 'p3', cost: 12.5, color: 'red' },
    ]);
    expect(Object.keys(found[0])[0]).toBe('id');
    const byId = await call(tools, 'get_node_by_property', {
      label: 'Plant',
      property_name: 'id',
      property_value: 'm1',
    });
    expect(byId).toEqual([{ id: 'm1', key: 'm1', city: 'oslo' }]);
  });

  it('reads a value as the property\'s type: "12.5" finds a float, 2 finds nothing typed as text', async () => {
    const { tools } = await setup;
    const byText = await call(tools, 'get_node_by_property', {
      label: 'Part',
      property_name: 'cost',
      property_value: '12.5',
    });
    expect(byText.map((n: { id: string }) => n.id).sort()).toEqual(['p1', 'p3']);
    const tier = await call(tools, 'get_node_by_property', {
      label: 'Supplier',
      property_name: 'tier',
      property_value: '2',
    });
    expect(tier.map((n: { id: string }) => n.id)).toEqual(['s2']);
  });

  it('finds a node by a label that is not its first', async () => {
    const { tools } = await setup;
    const found = await call(tools, 'get_node_by_property', {
      label: 'Certified',
      property_name: 'key',
      property_value: 's2',
    });
    expect(found.map((n: { id: string }) => n.id)).toEqual(['s2']);
  });

  it('lists every neighbor with the connecting relationship, as the graph has them', async () => {
    const { tools } = await setup;
    for (const [label, id] of [
      ['Part', 'p1'],
      ['Supplier', 's1'],
      ['Plant', 'm1'],
      ['Certified', 's2'],
    ] as const) {
      const rows: NeighborRow[] = await call(tools, 'get_all_nearest_neighbors', {
        label,
        property_name: 'key',
        property_value: id,
      });
      expect(sorted(rows), id).toEqual(expectedNeighbors(g, id));
    }
  });

  it('says which node each neighbor belongs to when the lookup matches several', async () => {
    const { tools } = await setup;
    const rows: NeighborRow[] = await call(tools, 'get_all_nearest_neighbors', {
      label: 'Part',
      property_name: 'color',
      property_value: 'red',
    });
    expect(rows.map((r) => `${r.from}<-${r.neighbor.id}`).sort()).toEqual([
      'p1<-m1',
      'p1<-s1',
      'p1<-s2',
      'p3<-m1',
    ]);
  });

  it('lists the values of a label that is not the first of its nodes', async () => {
    const { tools } = await setup;
    const tiers = await call(tools, 'get_unique_property_values', {
      property_name: 'tier',
      entity_name: 'Certified',
      entity_type: 'Node',
    });
    expect(tiers).toEqual([{ values: 2 }]);
  });

  it('lists the unique values of a node or relationship property', async () => {
    const { tools } = await setup;
    const colors = await call(tools, 'get_unique_property_values', {
      property_name: 'color',
      entity_name: 'Part',
      entity_type: 'Node',
    });
    expect(sorted(colors)).toEqual([{ values: 'blue' }, { values: 'red' }]);
    const volumes = await call(tools, 'get_unique_property_values', {
      property_name: 'volume',
      entity_name: 'SUPPLIES',
      entity_type: 'relationship',
    });
    expect(sorted(volumes)).toEqual([{ values: 10 }, { values: 20 }, { values: 30 }]);
  });

  it('answers unknown labels, types, properties and entity types with the valid ones', async () => {
    const { tools } = await setup;
    const cases: [keyof GraphTools, unknown, RegExp][] = [
      [
        'get_node_by_property',
        { label: 'Factory', property_name: 'key', property_value: 'x' },
        /no node label "Factory"; the node labels are: .*Plant/,
      ],
      [
        'get_all_nearest_neighbors',
        { label: 'SUPPLIES', property_name: 'key', property_value: 'x' },
        /"SUPPLIES" is a relationship type/,
      ],
      [
        'get_node_by_property',
        { label: 'Part', property_name: 'price', property_value: 1 },
        /"price" is not a property of "Part" nodes; their properties are: id, .*cost/,
      ],
      [
        'get_unique_property_values',
        { property_name: 'volume', entity_name: 'Part', entity_type: 'relationship' },
        /no relationship type "Part" \("Part" is a node label\); the relationship types are: .*SUPPLIES/,
      ],
      [
        'get_unique_property_values',
        { property_name: 'color', entity_name: 'Part', entity_type: 'edgeish' },
        /entity_type must be "node" or "relationship"/,
      ],
    ];
    for (const [tool, args, message] of cases) {
      const e = await errorOf(call(tools, tool, args));
      expect(isGrrafError(e, 'validation') && e.recoverable, JSON.stringify(args)).toBe(true);
      expect((e as Error).message).toMatch(message);
    }
  });

  it('echoes a thought', async () => {
    const { tools } = await setup;
    expect(await call(tools, 'think', { thought: 'first the parts' })).toBe('first the parts');
  });
}

describe('long results', () => {
  describe.each(STORES)('on the %s store', (_, make) => describeLongResults(make));
  describeNeo4j('on the neo4j store', (server) =>
    describeLongResults(() => Neo4jStore.connect(server.uri, server)),
  );
});

/** Results longer than the agent can read, on one store. */
function describeLongResults(make: () => Promise<GraphStore>): void {
  /** One hub with 300 spokes, each spoke with a long property. */
  const star = (): GraphData => ({
    directed: false,
    nodes: [
      { id: 'hub', labels: ['Hub'], properties: { key: 'hub' } },
      ...Array.from({ length: 300 }, (_, i) => ({
        id: `s${i}`,
        labels: ['Spoke'],
        properties: { key: `s${i}`, group: 'g', note: 'x'.repeat(40) },
      })),
    ],
    edges: Array.from({ length: 300 }, (_, i) => ({
      source: 'hub',
      target: `s${i}`,
      type: 'LINK',
      properties: {},
    })),
  });

  it('are cut to what the agent can read and say how much it saw', async () => {
    const { store, tools } = await loaded(make, star(), { maxChars: 2000, maxRows: 500 });
    try {
      const cut = await call(tools, 'get_node_by_property', {
        label: 'Spoke',
        property_name: 'group',
        property_value: 'g',
      });
      expect(JSON.stringify(cut.items).length).toBeLessThanOrEqual(2000);
      expect(cut.items.length).toBeGreaterThan(5);
      expect(cut.truncated).toBe(
        `showing ${cut.items.length} of 300 nodes; the rest were left out to keep the result readable`,
      );
      const around = await call(tools, 'get_all_nearest_neighbors', {
        label: 'Hub',
        property_name: 'key',
        property_value: 'hub',
      });
      expect(around.truncated).toMatch(/^showing \d+ of 300 neighbors/);
      expect(around.items[0].direction).toBe('undirected');
    } finally {
      await store.close();
    }
  });

  it('show at most maxRows rows and still count them all', async () => {
    const { store, tools } = await loaded(make, star(), { maxRows: 50 });
    try {
      const cut = await call(tools, 'get_node_by_property', {
        label: 'Spoke',
        property_name: 'group',
        property_value: 'g',
      });
      expect(cut.items).toHaveLength(50);
      expect(cut.truncated).toMatch(/^showing 50 of 300 nodes/);
    } finally {
      await store.close();
    }
  });
}

describe('a graph without labels or properties', () => {
  it('is still walked: nodes by id, under the default label', async () => {
    const plain: GraphData = {
      directed: true,
      nodes: [0, 1, 2].map((id) => ({ id, labels: [], properties: {} })),
      edges: [{ source: 0, target: 1, properties: {} }],
    };
    const { tools } = await loaded(async () => new MemoryStore(), plain);
    expect(
      await call(tools, 'get_node_by_property', { label: 'Node', property_name: 'id', property_value: '1' }),
    ).toEqual([{ id: 1 }]);
    const rows = await call(tools, 'get_all_nearest_neighbors', {
      label: 'Node',
      property_name: 'id',
      property_value: 0,
    });
    expect(rows).toEqual([
      {
        relationship: 'EDGE',
        direction: 'outgoing',
        relationship_properties: {},
        neighbor_labels: ['Node'],
        neighbor: { id: 1 },
      },
    ]);
  });
});
