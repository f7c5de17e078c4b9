import { describe, expect, it } from 'vitest';
import type { GraphData } from '../graph/model.js';
import { checkEvidence } from './check-evidence.js';
import type { Evidence } from './evidence.js';
import { evidenceGraph } from './evidence-graph.js';

/** A graph from [u, v, weight?] triples. */
function graph(
  directed: boolean,
  edges: [number | string, number | string, number?][],
  extra: number[] = [],
): GraphData {
  const ids = new Set<number | string>(extra);
  for (const [u, v] of edges) ids.add(u).add(v);
  return {
    directed,
    nodes: [...ids].map((id) => ({ id, labels: [], properties: {} })),
    edges: edges.map(([source, target, weight]) => ({
      source,
      target,
      properties: {},
      ...(weight === undefined ? {} : { weight }),
    })),
  };
}

const check = (g: GraphData, e: Evidence, answer?: unknown, pattern?: GraphData) =>
  checkEvidence(e, answer, {
    graph: evidenceGraph(g),
    ...(pattern ? { pattern: evidenceGraph(pattern) } : {}),
  });

const roads = graph(
  false,
  [
    [0, 1, 4],
    [1, 2, 3],
    [0, 2, 9],
    [2, 3, 1],
  ],
  [9],
);
const dag = graph(true, [
  [0, 1],
  [1, 2],
  [0, 2],
  [2, 3],
]);

describe('a path', () => {
  it('passes when every step is an edge and its weight is the answer', () => {
    expect(check(roads, { kind: 'path', nodes: [0, 1, 2, 3] }, 8)).toEqual({
      verified: ['each of its 3 steps is an edge of the graph', 'its weight 8 equals the answer'],
    });
  });
  it('matches ids by their text, as the stores do', () => {
    expect(check(roads, { kind: 'path', nodes: ['0', '1'] }, 4)).toHaveProperty('verified');
  });
  it('fails at the step that is no edge, and on a length that is not the answer', () => {
    expect(check(roads, { kind: 'path', nodes: [0, 3] }, 8)).toEqual({
      problem: 'evidence.path[0]: no edge 0 – 3 in the graph',
    });
    expect(check(roads, { kind: 'path', nodes: [0, 2, 3] }, 8)).toEqual({
      problem: 'evidence.path: the path has weight 10, 2 edges, which does not match the answer 8',
    });
    expect(check(roads, { kind: 'path', nodes: [0, 7] }, true)).toEqual({
      problem: 'evidence.path[1]: node 7 is not in the graph',
    });
  });
  it('follows the direction of a directed graph', () => {
    expect(check(dag, { kind: 'path', nodes: [0, 1, 2] }, 2)).toHaveProperty('verified');
    expect(check(dag, { kind: 'path', nodes: [2, 1] })).toEqual({
      problem: 'evidence.path[0]: no edge 2 → 1 in the graph',
    });
  });
});

describe('a cycle', () => {
  const triangle = graph(false, [
    [1, 2],
    [2, 3],
    [3, 1],
    [3, 4],
  ]);
  it('passes with or without the first node repeated, and closes', () => {
    expect(check(triangle, { kind: 'cycle', nodes: [1, 2, 3] })).toHaveProperty('verified');
    expect(check(triangle, { kind: 'cycle', nodes: [1, 2, 3, 1] })).toHaveProperty('verified');
    expect(check(triangle, { kind: 'cycle', nodes: [2, 3, 4] })).toEqual({
      problem: 'evidence.cycle[2]: no edge 4 – 2 in the graph (closing the cycle)',
    });
  });
  it('is no cycle when it walks one undirected edge back, or repeats a node', () => {
    expect(check(triangle, { kind: 'cycle', nodes: [3, 4] })).toMatchObject({
      problem: expect.stringContaining('two nodes make no cycle'),
    });
    expect(check(triangle, { kind: 'cycle', nodes: [1, 2, 1, 3] })).toMatchObject({
      problem: expect.stringContaining('already at [0]'),
    });
  });
  it('an odd cycle must have an odd length', () => {
    const square = graph(false, [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 1],
    ]);
    expect(check(triangle, { kind: 'odd-cycle', nodes: [1, 2, 3] })).toHaveProperty('verified');
    expect(check(square, { kind: 'odd-cycle', nodes: [1, 2, 3, 4] })).toEqual({
      problem: 'evidence.oddCycle: the cycle has 4 edges, an even number',
    });
  });
});

describe('sides, an order, a component', () => {
  const square = graph(false, [
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 1],
  ]);
  it('sides cover every node once, with no edge inside a side', () => {
    expect(
      check(square, {
        kind: 'sides',
        sides: [
          [1, 3],
          [2, 4],
        ],
      }),
    ).toHaveProperty('verified');
    expect(
      check(square, {
        kind: 'sides',
        sides: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toMatchObject({ problem: expect.stringContaining('joins one side to itself') });
    expect(check(square, { kind: 'sides', sides: [[1, 3], [2]] })).toMatchObject({
      problem: 'evidence.sides: node 4 is on neither side',
    });
  });
  it('an order holds every node and every edge points forward', () => {
    expect(check(dag, { kind: 'order', nodes: [0, 1, 2, 3] })).toHaveProperty('verified');
    expect(check(dag, { kind: 'order', nodes: [0, 2, 1, 3] })).toEqual({
      problem: 'evidence.order: the edge 1 → 2 points backward',
    });
    expect(check(dag, { kind: 'order', nodes: [0, 1, 2] })).toMatchObject({
      problem: expect.stringContaining('leaves out 1 of the graph'),
    });
  });
  it('a component is a set no edge leaves', () => {
    const two = graph(true, [
      [0, 1],
      [1, 0],
      [2, 0],
    ]);
    expect(check(two, { kind: 'component', nodes: [0, 1] })).toHaveProperty('verified');
    expect(check(two, { kind: 'component', nodes: [2, 0] })).toEqual({
      problem: 'evidence.component: the edge 0 → 1 leaves it',
    });
  });
});

describe('a cut', () => {
  const net = graph(true, [
    [0, 1, 3],
    [0, 2, 2],
    [1, 3, 2],
    [2, 3, 4],
  ]);
  it('its capacity must be the answer, and it must separate source from target when they are given', () => {
    expect(
      check(
        net,
        {
          kind: 'cut',
          edges: [
            [1, 3],
            [0, 2],
          ],
          source: 0,
          target: 3,
        },
        4,
      ),
    ).toEqual({
      verified: [
        'all 2 edges are in the graph',
        'without them, 3 cannot be reached from 0',
        'its capacity 4 equals the answer',
      ],
    });
    expect(
      check(
        net,
        {
          kind: 'cut',
          edges: [
            [1, 3],
            [0, 2],
          ],
        },
        5,
      ),
    ).toEqual({
      problem: 'evidence.cut: its capacity is 4, but the answer is 5',
    });
    expect(check(net, { kind: 'cut', edges: [[1, 3]], source: 0, target: 3 }, 2)).toEqual({
      problem: 'evidence.cut: without its edges, 3 can still be reached from 0',
    });
  });
});

describe('a mapping', () => {
  const big = graph(true, [
    [1, 2],
    [2, 3],
    [3, 1],
    [3, 4],
  ]);
  const pattern = graph(true, [
    ['a', 'b'],
    ['b', 'c'],
  ]);
  it('is one-to-one, covers the pattern and keeps its edges', () => {
    expect(
      check(
        big,
        {
          kind: 'mapping',
          pairs: [
            ['a', 1],
            ['b', 2],
            ['c', 3],
          ],
        },
        true,
        pattern,
      ),
    ).toEqual({
      verified: [
        'it maps 3 nodes one-to-one onto nodes of the graph',
        "each of the pattern's 2 edges maps to an edge of the graph",
      ],
    });
    expect(
      check(
        big,
        {
          kind: 'mapping',
          pairs: [
            ['a', 2],
            ['b', 1],
            ['c', 3],
          ],
        },
        true,
        pattern,
      ),
    ).toEqual({
      problem: "evidence.mapping: the pattern's edge a → b maps to 2 → 1, which is not in the graph",
    });
    expect(
      check(
        big,
        {
          kind: 'mapping',
          pairs: [
            ['a', 1],
            ['b', 1],
            ['c', 3],
          ],
        },
        true,
        pattern,
      ),
    ).toMatchObject({
      problem: 'evidence.mapping: a and b both map to 1',
    });
    expect(
      check(
        big,
        {
          kind: 'mapping',
          pairs: [
            ['a', 1],
            ['b', 2],
          ],
        },
        true,
        pattern,
      ),
    ).toEqual({
      problem: "evidence.mapping: the pattern's node c is not mapped",
    });
  });
});

describe('the check against an independent search', () => {
  it('passes the BFS path of random graphs, and fails it with one node changed', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 30; round++) {
      const n = 12;
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++) if (u !== v && rand() < 0.15) edges.push([u, v]);
      const g = graph(true, edges, [...Array(n).keys()]);
      const prev = new Map<number, number>([[0, -1]]);
      const queue = [0];
      while (queue.length) {
        const u = queue.shift()!;
        for (const [a, b] of edges) {
          if (a !== u || prev.has(b)) continue;
          prev.set(b, u);
          queue.push(b);
        }
      }
      for (const [t] of prev) {
        if (t === 0) continue;
        const path = [t];
        while (prev.get(path[0]!)! !== -1) path.unshift(prev.get(path[0]!)!);
        expect(check(g, { kind: 'path', nodes: path }, path.length - 1)).toHaveProperty('verified');
        const broken = [...path];
        broken[broken.length - 1] = (t + 1 + Math.floor(rand() * (n - 1))) % n;
        const stillEdge = edges.some(([a, b]) => a === broken.at(-2) && b === broken.at(-1));
        if (!stillEdge) expect(check(g, { kind: 'path', nodes: broken })).toHaveProperty('problem');
      }
    }
  });
});

describe('an odd cycle in a directed graph', () => {
  it('may use edges against their direction: bipartiteness is about the graph without directions', () => {
    const g = graph(true, [
      [0, 1],
      [1, 2],
      [0, 2],
    ]);
    expect(check(g, { kind: 'odd-cycle', nodes: [0, 1, 2] })).toHaveProperty('verified');
    expect(check(g, { kind: 'cycle', nodes: [0, 1, 2] })).toEqual({
      problem: 'evidence.cycle[2]: no edge 2 → 0 in the graph (closing the cycle)',
    });
  });
});
