import { describe, expect, it } from 'vitest';
import type { GraphData } from '../model.js';
import { hasDistinctEdges } from './distinct-edges.js';
import { GraphBuilder } from './graph-builder.js';
import { parseGraphInstruct } from './graphinstruct.js';

const edge = (source: number, target: number) => ({ source, target, properties: {} });

function built(directed: boolean, multi = false): GraphData {
  const b = new GraphBuilder({ directed, multi });
  for (const [s, t] of [
    [0, 1],
    [1, 0],
    [1, 2],
    [0, 1],
  ] as const)
    b.addEdge(edge(s, t));
  return b.result().graph;
}

describe('hasDistinctEdges', () => {
  it("vouches for the builder's simple graphs, whose repeats it merged", () => {
    expect(hasDistinctEdges(built(false))).toBe(true);
    expect(hasDistinctEdges(built(true))).toBe(true);
    const parsed = parseGraphInstruct(
      'The nodes are numbered from 0 to 2, and the edges are: (0,1) (1,0) (1,2).',
    );
    expect(parsed.graph.edges).toHaveLength(2);
    expect(hasDistinctEdges(parsed.graph)).toBe(true);
  });

  it('does not vouch for multigraphs, graphs made elsewhere, or graphs changed since', () => {
    expect(hasDistinctEdges(built(true, true))).toBe(false);
    const own: GraphData = { directed: true, nodes: [], edges: [edge(0, 1), edge(0, 1)] };
    expect(hasDistinctEdges(own)).toBe(false);
    const pushed = built(true);
    pushed.edges.push(edge(1, 2));
    expect(hasDistinctEdges(pushed)).toBe(false);
    const replaced = built(true);
    replaced.edges = [...replaced.edges, edge(0, 1)];
    expect(hasDistinctEdges(replaced)).toBe(false);
    // (0,1) and (1,0) are two edges of a directed graph but one of an undirected graph.
    const turned = built(true);
    turned.directed = false;
    expect(hasDistinctEdges(turned)).toBe(false);
    const multiplied = built(true);
    multiplied.multi = true;
    expect(hasDistinctEdges(multiplied)).toBe(false);
  });
});
