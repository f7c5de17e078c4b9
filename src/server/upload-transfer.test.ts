import { describe, expect, it } from 'vitest';
import { hasDistinctEdges } from '../graph/formats/distinct-edges.js';
import { edgeColumns } from '../graph/formats/edge-columns.js';
import { parseGraph } from '../graph/formats/index.js';
import type { GraphData } from '../graph/model.js';
import { buildSchema } from '../graph/schema-builder.js';
import { fromTransfer, toTransfer } from './upload-transfer.js';

const GRAPHML = `<?xml version="1.0"?>
<graphml>
  <key id="w" for="edge" attr.name="weight" attr.type="double"/>
  <key id="c" for="edge" attr.name="color" attr.type="string"/>
  <key id="l" for="node" attr.name="labels" attr.type="string"/>
  <graph edgedefault="directed">
    <node id="a"><data key="l">:Person</data></node>
    <node id="b"/>
    <edge source="a" target="b"><data key="w">2.5</data><data key="c">red</data></edge>
    <edge source="b" target="a"/>
  </graph>
</graphml>`;

const INPUTS: [string, string][] = [
  ['w.edgelist', '# directed\n0 1 1.5\n1 2 -3\n2 0 1e300\n5 5\n'],
  ['props.graphml', GRAPHML],
  [
    'g.json',
    JSON.stringify({
      directed: false,
      multigraph: true,
      nodes: [{ id: 'x', weight: 2 }, { id: 7 }, { id: 'y', kind: 'hub' }],
      links: [
        { source: 'x', target: 7, type: 'ROAD' },
        { source: 'x', target: 7 },
        { source: 'y', target: 'x', weight: 0.25, note: null },
      ],
    }),
  ],
  [
    'q.txt',
    "Q: The nodes of graph G are numbered from 0 to 3, and the edges are: (0->1) (1->2). The nodes of subgraph G' are numbered from a to c, and the edges are: (a->b). Is subgraph G' present within graph G as a direct substructure?",
  ],
];

const plain = (g: GraphData) => JSON.parse(JSON.stringify({ ...g, edges: g.edges }));

describe('an upload across threads', () => {
  it.each(INPUTS)('comes back as parsed, with its schemas: %s', (file, text) => {
    const direct = parseGraph(text, { file });
    const again = parseGraph(text, { file });
    const { message, transfer } = toTransfer(again, buildSchema);
    const got = fromTransfer(structuredClone(message, { transfer }));
    // Before any edge object is read: reading them ends a columnar graph's vouching.
    expect(hasDistinctEdges(got.parsed.graph)).toBe(hasDistinctEdges(direct.graph));
    expect(plain(got.parsed.graph)).toEqual(plain(direct.graph));
    expect(got.parsed.graph.edges).toEqual(direct.graph.edges);
    expect(got.parsed.graph.nodes).toEqual(direct.graph.nodes);
    expect(got.schema).toEqual(buildSchema(direct.graph));
    expect(got.parsed.graphPrime).toEqual(direct.graphPrime);
    if (direct.graphPrime) expect(got.schemaPrime).toEqual(buildSchema(direct.graphPrime));
    const { graph, graphPrime, ...rest } = direct;
    expect(got.parsed).toMatchObject(rest);
  });

  it('arrives columnar when its edges carry nothing but weights, as the parser made it', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `${i} ${i + 1} ${i / 2}`).join('\n');
    const { message, transfer } = toTransfer(parseGraph(text, { file: 'big.edgelist' }), buildSchema);
    const got = fromTransfer(structuredClone(message, { transfer }));
    expect(edgeColumns(got.parsed.graph)?.source.length).toBe(1000);
    expect(got.parsed.graph.edges[999]).toEqual({ source: 999, target: 1000, properties: {}, weight: 499.5 });
  });
});
