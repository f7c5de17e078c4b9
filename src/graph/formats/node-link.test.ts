import { execFileSync } from 'node:child_process';
import { MultiGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { NETWORKX_PYTHON, networkxMissing } from '../../algorithms/test-support/networkx.js';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseNodeLink, writeNodeLink } from './node-link.js';

const fails = (text: string) => thrownGrrafError(() => parseNodeLink(text, { file: 'g.json' }));

const NX = JSON.stringify({
  directed: true,
  multigraph: false,
  graph: {},
  nodes: [{ id: 0, labels: ['City'], name: 'Oslo', weight: 2 }, { id: 'b', meta: { a: 1 } }, { id: 2 }],
  links: [{ source: 0, target: 'b', weight: 1.5, type: 'ROAD', lanes: 2 }],
});

describe('node-link JSON', () => {
  it('reads NetworkX node_link_data with links or edges', () => {
    const p = parseNodeLink(NX);
    expect(p.graph.directed).toBe(true);
    expect(p.graph.nodes[0]).toEqual({ id: 0, labels: ['City'], properties: { name: 'Oslo' }, weight: 2 });
    expect(p.graph.nodes[1]?.properties.meta).toBe('{"a":1}');
    expect(p.graph.edges).toEqual([
      { source: 0, target: 'b', weight: 1.5, type: 'ROAD', properties: { lanes: 2 } },
    ]);
    const edgesKey = parseNodeLink(NX.replace('"links"', '"edges"'));
    expect(edgesKey.graph.edges).toEqual(p.graph.edges);
  });

  it("reads graphology's export, direction from options or edges", () => {
    const g = new UndirectedGraph();
    g.addNode('a', { labels: ['Person'], age: 3 });
    g.addNode('b');
    g.addEdge('a', 'b', { weight: 4 });
    const p = parseNodeLink(JSON.stringify(g.export()));
    expect(p.graph.directed).toBe(false);
    expect(p.graph.nodes[0]).toEqual({ id: 'a', labels: ['Person'], properties: { age: 3 } });
    expect(p.graph.edges).toEqual([{ source: 'a', target: 'b', weight: 4, properties: {} }]);
    const mixed = new MultiGraph();
    mixed.addNode(1);
    mixed.addNode(2);
    mixed.addDirectedEdge(1, 2);
    expect(parseNodeLink(JSON.stringify(mixed.export())).graph.directed).toBe(true);
    mixed.addUndirectedEdge(2, 1);
    expect(fails(JSON.stringify(mixed.export())).message).toMatch(/mixed/);
  });

  it('names the field of duplicate nodes, dangling edges and bad weights', () => {
    const dup = fails('{"nodes":[{"id":1},{"id":1}],"links":[]}');
    expect(dup).toMatchObject({ code: 'validation', location: { file: 'g.json', field: 'nodes[1].id' } });
    expect(fails('{"nodes":[{"id":1}],"links":[{"source":1,"target":9}]}').location).toEqual({
      file: 'g.json',
      field: 'links[0]',
    });
    expect(fails('{"nodes":[{"id":1}],"links":[{"source":1,"target":1,"weight":"x"}]}').location.field).toBe(
      'links[0].weight',
    );
    expect(fails('{"nodes":[{"name":1}]}').location.field).toBe('nodes[0].id');
    expect(fails('{"nodes": 3}').location.field).toBe('nodes');
  });

  it('refuses absurdly nested property values with a GrrafError, not a stack overflow', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(fails(`{"nodes":[{"id":1,"x":${deep}}]}`).location.field).toBe('nodes[0].x');
  });

  it('gives line and column for JSON syntax errors', () => {
    expect(fails('{\n  "nodes": [\n    {"id": 1},,\n  ]\n}').location).toMatchObject({ line: 3, column: 15 });
    expect(fails('{"nodes": [').code).toBe('parse');
    expect(fails('[1, 2]').message).toMatch(/object/);
  });

  it('round-trips through the writer', () => {
    const g = parseNodeLink(NX).graph;
    expect(parseNodeLink(writeNodeLink(g)).graph).toEqual(g);
  });

  it.skipIf(networkxMissing !== null)(
    networkxMissing
      ? `writes JSON that NetworkX reads back (skipped: ${networkxMissing})`
      : 'writes JSON that NetworkX reads back',
    () => {
      const g = parseNodeLink(NX).graph;
      // The writer keeps NetworkX 2's "links" key; NetworkX 3.6 reads "edges" unless told otherwise.
      const script =
        'import sys, json; from networkx.readwrite import json_graph as j; g = j.node_link_graph(json.load(sys.stdin), edges="links"); ' +
        'print(json.dumps([g.is_directed(), g.number_of_nodes(), g.number_of_edges(), g.edges[0, "b"]["weight"]]))';
      const out = execFileSync(NETWORKX_PYTHON, ['-c', script], { input: writeNodeLink(g) }).toString();
      expect(JSON.parse(out)).toEqual([true, 3, 1, 1.5]);
    },
  );
});
