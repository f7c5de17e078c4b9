import { dijkstra } from 'graphology-shortest-path';
import { bidirectional } from 'graphology-shortest-path/unweighted.js';
import { describe, expect, it } from 'vitest';
import { minimumSpanningTree } from '../../algorithms/mst.js';
import { EXAMPLES_DIR } from '../../app/model.js';
import type { TaskParams } from '../../graph/formats/format.js';
import { readGraphFile } from '../../graph/formats/index.js';
import { toGraphology } from '../../graph/graphology.js';
import type { GraphData } from '../../graph/model.js';
import type { TraceStep } from '../../trace/trace.js';
import { answerHighlight } from './answer-highlight.js';

const roads = (await readGraphFile(`${EXAMPLES_DIR}road-network/roads.edgelist`)).graph;
const supply = (await readGraphFile(`${EXAMPLES_DIR}supply-chain`)).graph;
const G = toGraphology(roads);

const step = { startedAt: '2026-11-24T00:00:00Z', ms: 1 };
const exec = (output: string): TraceStep => ({
  ...step,
  kind: 'exec',
  name: 'execute',
  language: 'js',
  code: 'answer = 1',
  ok: true,
  answer: 1,
  output,
});
const input = (params: TaskParams): TraceStep => ({
  ...step,
  kind: 'note',
  name: 'input',
  text: 'graph from the graph',
  data: { params, hints: [], warnings: [] },
});

describe('answerHighlight', () => {
  it('a list of node ids joined by edges is a path: its nodes in order and the edges between them', () => {
    const path = dijkstra.bidirectional(G, '0', '19', 'weight')!;
    const h = answerHighlight({ answer: path.map(Number), trace: [] }, roads);
    expect(h.shape).toBe('path');
    expect(h.nodes).toEqual(path);
    expect(h.edges.length).toBe(path.length - 1);
    for (const [a, b] of h.edges) expect(G.hasEdge(a, b)).toBe(true);
  });

  it('a path that ends where it starts is a cycle, its closing edge included; A → B → A is not', () => {
    const triangles = G.edges()
      .map((e) => G.extremities(e))
      .flatMap(([a, b]) => G.neighbors(b).flatMap((c) => (c !== a && G.hasEdge(c, a) ? [[a, b, c]] : [])));
    const [a, b, c] = triangles[0]!;
    const triangle = [a!, b!, c!, a!];
    const h = answerHighlight({ answer: triangle.map(Number), trace: [] }, roads);
    expect(h).toMatchObject({ shape: 'cycle', nodes: [a, b, c] });
    expect(h.edges).toEqual([
      [a, b],
      [b, c],
      [c, a],
    ]);
    expect(h.note).toBe('The cycle in the answer: 3 nodes.');
    expect(answerHighlight({ answer: [a, b, a].map(Number), trace: [] }, roads).shape).toBe('path');
  });

  it('a list of nodes that is not a path is a set', () => {
    const far = bidirectional(G, '0', '19')!;
    const h = answerHighlight({ answer: [far[0]!, far.at(-1)!], trace: [] }, roads);
    expect(G.hasEdge(far[0]!, far.at(-1)!)).toBe(false);
    expect(h).toMatchObject({ shape: 'set', nodes: ['0', '19'], edges: [] });
  });

  it('reads node names: a value exactly one node carries', () => {
    const stores = supply.nodes.filter((n) => n.labels.includes('Store')).slice(0, 3);
    const h = answerHighlight({ answer: stores.map((n) => n.properties.name!), trace: [] }, supply);
    expect(h.shape).toBe('set');
    expect(h.nodes).toEqual(stores.map((n) => String(n.id)));
    expect(h.note).toBe('The 3 nodes in the answer.');
  });

  it('finds the path inside an object answer such as { distance, path }', () => {
    const path = dijkstra.bidirectional(G, '3', '17', 'weight')!;
    const h = answerHighlight({ answer: { distance: 9.5, path }, trace: [] }, roads);
    expect(h).toMatchObject({ shape: 'path', nodes: path });
  });

  it('a list of edges (a spanning tree) is a subgraph', () => {
    const tree = minimumSpanningTree(G);
    const pairs = tree.edges.map((e) => [e[0], e[1]]);
    const h = answerHighlight({ answer: pairs, trace: [] }, roads);
    expect(h.shape).toBe('subgraph');
    expect(h.edges.length).toBe(roads.nodes.length - 1);
    expect(new Set(h.nodes).size).toBe(roads.nodes.length);
  });

  it('a number is not a node; a path the program printed is highlighted instead', () => {
    const path = dijkstra.bidirectional(G, '0', '19', 'weight')!;
    expect(answerHighlight({ answer: 6, trace: [] }, roads).shape).toBe('none');
    const printed = `distance 13.8\npath: [${path.map((k) => `'${k}'`).join(', ')}]\n`;
    const h = answerHighlight({ answer: 13.8, trace: [exec('[1, 2]'), exec(printed)] }, roads);
    expect(h).toMatchObject({ shape: 'path', nodes: path });
    expect(h.note).toContain("program's output");
  });

  it("otherwise marks the question's endpoints, or nothing", () => {
    const h = answerHighlight({ answer: 15, trace: [input({ source: 0, target: 11 })] }, roads);
    expect(h).toMatchObject({ shape: 'endpoints', nodes: ['0', '11'] });
    expect(answerHighlight({ answer: true, trace: [input({})] }, roads)).toMatchObject({
      shape: 'none',
      nodes: [],
    });
  });

  it("lists the cells an agent's tool calls visited, in order", () => {
    const nodes = [];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 2; c++) nodes.push({ id: `${r},${c}`, labels: [], properties: {} });
    const maze: GraphData = { directed: false, nodes, edges: [] };
    const tool = (args: unknown): TraceStep => ({
      ...step,
      kind: 'tool',
      name: 'walk',
      tool: 'move',
      callId: 'c',
      turn: 1,
      args,
      result: 'ok',
    });
    const trace = [
      tool({ node: '0,0' }),
      tool({ from: '0,0', to: '0,1' }),
      tool({ cell: '1,1', mark: true }),
    ];
    const h = answerHighlight({ trace }, maze);
    expect(h.walk).toEqual(['0,0', '0,1', '1,1']);
    expect(h.note).toContain('walk');
  });
});
