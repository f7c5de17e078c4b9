/**
 * Graphs of graphology's default type 'mixed' (`new Graph()`): built with the same edges as a
 * typed graph, every function must give the typed graph's answer or refuse with a recoverable
 * GrrafError that says what to build instead. With both kinds of edges, a function either
 * refuses or answers as on the equivalent typed graph: undirected edges as two opposite arcs,
 * or all edges undirected for functions that ignore directions.
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import type { AnyGraph } from './common.js';
import * as lib from './index.js';
import { CALLS, type CallArgs, canonical, outcome } from './test-support/call-table.js';
import { type GraphSpec, newGraph, prng, randInt, randomSpec } from './test-support/random-graphs.js';

type Edge = [string, string, number, boolean];

/** A graph of the given class with `edges` ([u, v, weight, undirected]) and node weights. */
function build(make: () => AnyGraph, spec: GraphSpec, edges: Edge[]): AnyGraph {
  const G = make();
  for (const [key, weight] of spec.nodes) G.addNode(key, { id: Number(key), weight: weight ?? 1 });
  for (const [u, v, weight, undirected] of edges) {
    if (G.type === 'mixed') {
      if (undirected) G.addUndirectedEdge(u, v, { weight });
      else G.addDirectedEdge(u, v, { weight });
    } else G.addEdge(u, v, { weight });
  }
  return G;
}

const typedClass = (directed: boolean, multi: boolean) => () =>
  (multi
    ? directed
      ? new MultiDirectedGraph()
      : new MultiUndirectedGraph()
    : directed
      ? new DirectedGraph()
      : new UndirectedGraph()) as AnyGraph;
const mixedClass = (multi: boolean) => () => newGraph({ multi, allowSelfLoops: true });

function pattern(make: () => AnyGraph, undirected: boolean): AnyGraph {
  return build(
    make,
    {
      directed: !undirected,
      multi: false,
      nodes: [
        ['a', null],
        ['b', null],
        ['c', null],
      ],
      edges: [],
    },
    [
      ['a', 'b', 1, undirected],
      ['b', 'c', 1, undirected],
    ],
  );
}

function argsFor(G: AnyGraph, spec: GraphSpec, H: AnyGraph, G2: AnyGraph): CallArgs {
  const last = String(spec.nodes.length - 1);
  const first = spec.edges[0]!;
  return { s: '0', t: last, path: [first[0], first[1]], order: G.nodes(), H, G2 };
}

/** The refusal the brief asks for: recoverable, unsupported, and naming the graph to build. */
function isRefusal(o: ReturnType<typeof outcome>): boolean {
  return (
    'error' in o &&
    o.error === 'unsupported' &&
    /new Graph\(\{ type: '(directed|undirected)' \}\)/.test(o.message)
  );
}

function randomGraphSpec(rng: () => number, round: number): GraphSpec {
  for (;;) {
    const spec = randomSpec(rng, {
      n: randInt(rng, 3, 9),
      p: 0.15 + rng() * 0.5,
      directed: round % 2 === 0,
      multi: round % 7 === 3,
      selfLoops: round % 5 === 0,
      weights: round % 6 === 5 ? [-2, 9] : [1, 9],
      nodeWeights: [0, 9],
    });
    if (spec.edges.length > 0) return spec;
  }
}

describe('graphs of type mixed', () => {
  it('with one kind of edge: every function answers as on the typed graph, or refuses', () => {
    const rng = prng(77);
    let same = 0;
    for (let round = 0; round < 120; round++) {
      const spec = randomGraphSpec(rng, round);
      const edges: Edge[] = spec.edges.map(([u, v, w]) => [u, v, w, !spec.directed]);
      const typed = typedClass(spec.directed, spec.multi);
      const mixed = mixedClass(spec.multi);
      const T = build(typed, spec, edges);
      const M = build(mixed, spec, edges);
      const aT = argsFor(T, spec, pattern(typed, !spec.directed), build(typed, spec, edges));
      const aM = argsFor(M, spec, pattern(mixed, !spec.directed), build(mixed, spec, edges));
      for (const [name, call] of Object.entries(CALLS)) {
        const got = outcome(call, M, aM);
        if (isRefusal(got)) continue;
        const check = { T, a: aT };
        expect({ name, round, v: canonical(call, got, check) }).toEqual({
          name,
          round,
          v: canonical(call, outcome(call, T, aT), check),
        });
        same++;
      }
    }
    expect(same).toBeGreaterThan(120 * 40);
  });

  /** Functions that ignore directions (degree: one per incident edge): compare with the all-undirected twin. */
  const DIRECTIONLESS = new Set([
    'degree',
    'commonNeighbors',
    'connectedComponents',
    'weaklyConnectedComponents',
    'numberConnectedComponents',
    'isConnected',
    'isBipartite',
    'bipartiteColoring',
    'maximumClique',
    'cliqueNumber',
    'maximumIndependentSet',
    'maxWeightTriangle',
  ]);

  it('with both kinds: refusal, or the answer of the typed twin', () => {
    const rng = prng(78);
    const refused = new Set<string>();
    for (let round = 0; round < 120; round++) {
      const spec = randomGraphSpec(rng, 1 + 2 * round);
      // Undirected self-loops have no one typed twin (one arc, or degree 2): keep loops directed.
      const edges: Edge[] = spec.edges.map(([u, v, w]) => [u, v, w, u !== v && rng() < 0.5]);
      if (!edges.some((e) => e[3]) || edges.every((e) => e[3])) continue;
      const arcs: Edge[] = edges.flatMap((e) =>
        e[3] ? [[e[0], e[1], e[2], false] as Edge, [e[1], e[0], e[2], false] as Edge] : [e],
      );
      const M = build(mixedClass(true), spec, edges);
      const twins = {
        arcs: build(typedClass(true, true), spec, arcs),
        undirected: build(
          typedClass(false, true),
          spec,
          edges.map(([u, v, w]) => [u, v, w, true]),
        ),
      };
      for (const [name, call] of Object.entries(CALLS)) {
        const T = DIRECTIONLESS.has(name) ? twins.undirected : twins.arcs;
        const make = () => T.copy() as AnyGraph;
        const aT = argsFor(T, spec, pattern(make, T.type === 'undirected'), make());
        const aM = argsFor(M, spec, pattern(mixedClass(false), false), build(mixedClass(true), spec, edges));
        aM.path = aT.path;
        const got = outcome(call, M, aM);
        if (isRefusal(got)) {
          refused.add(name);
          continue;
        }
        const check = { T, a: aT };
        // Flows name edges: the arcs twin has two real arcs where the mixed graph has one undirected edge.
        if (name === 'maximumFlow') continue;
        expect({ name, round, v: canonical(call, got, check) }).toEqual({
          name,
          round,
          v: canonical(call, outcome(call, T, aT), check),
        });
      }
    }
    expect([...refused].sort()).toEqual(
      [
        'averageClustering',
        'clustering',
        'eulerianCircuit',
        'eulerianPath',
        'findCycle',
        'hasCycle',
        'hasEulerianCircuit',
        'hasEulerianPath',
        'isDistanceRegular',
        'isIsomorphic',
        'isRegular',
        'isSubgraphIsomorphic',
        'isSubgraphMonomorphic',
        'minimumSpanningTree',
        'minimumSpanningTreeWeight',
        'subgraphIsomorphism',
        'subgraphMonomorphism',
        'topologicalSort',
      ].sort(),
    );
  });

  it('reads the examples of the issue right', () => {
    const path = newGraph();
    path.mergeUndirectedEdge('a', 'b');
    path.mergeUndirectedEdge('b', 'c');
    expect(lib.hasCycle(path)).toBe(false);
    const chain = newGraph();
    chain.mergeEdge('1', '2');
    chain.mergeEdge('2', '3');
    expect(lib.isDirectedAcyclicGraph(chain)).toBe(true);
    const triangle = newGraph();
    for (const [u, v] of ['ab', 'bc', 'ca', 'cd', 'de']) triangle.mergeUndirectedEdge(u!, v!);
    const circuit = lib.eulerianCircuit(triangle);
    expect(circuit).toBeNull();
    const walk = lib.eulerianPath(triangle)!;
    expect(walk.every((v, i) => i === 0 || triangle.hasEdge(walk[i - 1]!, v))).toBe(true);
  });

  it('a mixed graph without edges counts as directed, and as undirected where only that is defined', () => {
    const G = newGraph();
    G.addNode('x');
    expect(lib.isDirectedAcyclicGraph(G)).toBe(true);
    expect(lib.minimumSpanningTreeWeight(G)).toBe(0);
    expect(lib.isDistanceRegular(G)).toBe(true);
  });

  it('refusals are recoverable and name the graph to build', () => {
    const G = newGraph();
    G.mergeUndirectedEdge('a', 'b');
    G.mergeDirectedEdge('b', 'c');
    try {
      lib.findCycle(G);
      expect.unreachable();
    } catch (e) {
      expect(isGrrafError(e, 'unsupported') && e.recoverable && e.location.field === 'G').toBe(true);
      expect((e as Error).message).toMatch(
        /directed and undirected edges.*new Graph\(\{ type: 'directed' \}\)/,
      );
    }
  });
});
