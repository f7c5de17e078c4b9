/**
 * Node keys that are Object.prototype property names (`constructor`, `toString`, `__proto__`…):
 * every exported function must answer as on the same graph with ordinary keys, and must not
 * write into the host's Object.prototype.
 *
 * graphology itself keeps adjacency in plain objects, so it cannot hold an edge INTO such a key
 * (addEdge says it exists already, mergeEdge throws a TypeError); edges are therefore added with
 * the special node as source, which graphology stores correctly in its edge list.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import * as lib from './index.js';
import { CALLS, type CallArgs, canonical, outcome, relabel } from './test-support/call-table.js';
import { type GraphSpec, newGraph, prng, randInt, randomSpec } from './test-support/random-graphs.js';

const SPECIAL = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

/** Keys that are no prototype names but easy to mishandle: empty, numeric-looking, beyond 2^53, odd text. */
const ODD = ['', '-0', '1e21', '9007199254740993', 'NaN', 'undefined', 'null', '💥', ' a b ', '0x10'];

/** Every third node gets a name from `names`; the safe twin prefixes it. */
const namer = (names: string[]) => (i: number) => (i % 3 === 0 ? names[(i / 3) % names.length]! : String(i));
const safeNamer = (names: string[]) => (i: number) =>
  i % 3 === 0 ? `safe_${names[(i / 3) % names.length]}` : String(i);

/** Edges graphology can store with prototype names: none between two of them, and those as source. */
function storable(spec: GraphSpec, restricted: boolean): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const [u0, v0, w] of spec.edges) {
    let [u, v] = [Number(u0), Number(v0)];
    if (!restricted) {
      out.push([u, v, w]);
      continue;
    }
    if (u % 3 === 0 && v % 3 === 0) continue;
    if (v % 3 === 0) {
      if (spec.directed) continue;
      [u, v] = [v, u];
    }
    out.push([u, v, w]);
  }
  return out;
}

function build(spec: GraphSpec, edges: [number, number, number][], name: (i: number) => string): AnyGraph {
  const G: AnyGraph = newGraph({ type: spec.directed ? 'directed' : 'undirected', allowSelfLoops: true });
  spec.nodes.forEach(([, weight], i) => {
    G.addNode(name(i), { id: i, weight: weight ?? 1 });
  });
  for (const [u, v, weight] of edges) G.addEdge(name(u), name(v), { weight });
  return G;
}

/** A short walk from node `s` in the stored edges. */
function walkFrom(
  s: number,
  edges: [number, number, number][],
  directed: boolean,
  rng: () => number,
): number[] {
  const walk = [s];
  for (let step = 0; step < 3; step++) {
    const at = walk.at(-1)!;
    const next = edges.flatMap(([u, v]) => (u === at ? [v] : !directed && v === at ? [u] : []));
    if (next.length === 0) break;
    walk.push(next[Math.floor(rng() * next.length)]!);
  }
  return walk;
}

function argsFor(
  G: AnyGraph,
  spec: GraphSpec,
  walk: number[],
  name: (i: number) => string,
  twin: AnyGraph,
): CallArgs {
  const H: AnyGraph = newGraph({ type: spec.directed ? 'directed' : 'undirected' });
  H.mergeEdge('a', 'b');
  H.mergeEdge('b', 'c');
  return {
    s: name(walk[0]!),
    t: name(spec.nodes.length - 1),
    path: walk.map(name),
    order: G.nodes(),
    H,
    G2: twin,
  };
}

function prototypeSnapshot(): string {
  const describe = (o: object) =>
    Object.getOwnPropertyNames(o)
      .sort()
      .map((k) => `${k}:${typeof Object.getOwnPropertyDescriptor(o, k)?.value}`)
      .join(',');
  return `${describe(Object.prototype)}|${describe(Object)}|${describe(Function.prototype)}`;
}

/** Runs every call on graphs whose every third node has a name from `names`, and on the safe twin. */
function sweep(names: string[], restricted: boolean, seed: number): number {
  const [nameOf, safeOf] = [namer(names), safeNamer(names)];
  const rng = prng(seed);
  let compared = 0;
  for (let round = 0; round < 60; round++) {
    const spec = randomSpec(rng, {
      n: randInt(rng, 4, 10),
      p: 0.2 + rng() * 0.5,
      directed: round % 2 === 0,
      selfLoops: round % 5 === 0,
      weights: round % 4 === 3 ? [-2, 9] : [1, 9],
      nodeWeights: [0, 9],
    });
    const edges = storable(spec, restricted);
    const special = build(spec, edges, nameOf);
    const safe = build(spec, edges, safeOf);
    const walk = walkFrom(0, edges, spec.directed, rng);
    const aSpecial = argsFor(special, spec, walk, nameOf, build(spec, edges, nameOf));
    const aSafe = argsFor(safe, spec, walk, safeOf, build(spec, edges, safeOf));
    const rename = new Map(spec.nodes.map((_, i) => [nameOf(i), safeOf(i)]));
    const check = { T: safe, a: aSafe };
    for (const [name, call] of Object.entries(CALLS)) {
      const got = relabel(outcome(call, special, aSpecial), (k) => rename.get(k) ?? k);
      const want = outcome(call, safe, aSafe);
      const [a, b] = [canonical(call, got as typeof want, check), canonical(call, want, check)];
      expect({ name, round, v: a }).toEqual({ name, round, v: b });
      compared++;
    }
  }
  return compared;
}

describe('node keys that are Object.prototype names', () => {
  it('every exported function answers as with ordinary keys; Object.prototype stays untouched', () => {
    const before = prototypeSnapshot();
    expect(sweep(SPECIAL, true, 2024)).toBe(60 * Object.keys(CALLS).length);
    expect(({} as Record<string, unknown>).t).toBeUndefined();
    expect(prototypeSnapshot()).toBe(before);
  });

  it("every exported function answers as with ordinary keys for keys such as '', '1e21', '9007199254740993'", () => {
    expect(sweep(ODD, false, 2025)).toBe(60 * Object.keys(CALLS).length);
  });

  it('the call table covers every exported function', () => {
    const exported = Object.entries(lib)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k);
    expect(Object.keys(CALLS).sort()).toEqual(exported.sort());
  });

  it('keyed results have no prototype, so __proto__ and constructor are ordinary keys', () => {
    const G: AnyGraph = newGraph({ type: 'directed' });
    for (const k of ['__proto__', 'constructor', 't']) G.addNode(k);
    G.addEdge('__proto__', 't', { weight: 2 });
    G.addEdge('constructor', 't', { weight: 1 });
    expect(Object.keys(lib.singleSourceShortestPathLength(G, '__proto__'))).toEqual(['__proto__', 't']);
    expect(Object.keys(lib.bipartiteColoring(G)!).sort()).toEqual(['__proto__', 'constructor', 't']);
    const flow = lib.maximumFlow(G, '__proto__', 't');
    const row = Object.entries(flow.flow).find(([u]) => u === '__proto__')?.[1];
    expect([flow.value, row?.t]).toEqual([2, 2]);
    expect(({} as Record<string, unknown>).t).toBeUndefined();
  });
});

describe('arguments that are not graphs or lists', () => {
  const graph = newGraph({ type: 'directed' });
  graph.mergeEdge('a', 'b');
  const a: CallArgs = { s: 'a', t: 'b', path: ['a', 'b'], order: ['a', 'b'], H: graph, G2: graph };
  for (const bad of [undefined, null, {}, [], 'G', 42]) {
    it(`every function refuses G = ${JSON.stringify(bad) ?? 'undefined'} with a GrrafError naming G`, () => {
      for (const [name, call] of Object.entries(CALLS)) {
        const o = outcome(call, bad as unknown as AnyGraph, a);
        expect({
          name,
          o: 'error' in o ? [o.error, /G must be a graphology graph/.test(o.message)] : o,
        }).toEqual({
          name,
          o: ['validation', true],
        });
      }
    });
  }

  it('node lists must be arrays', () => {
    for (const f of [
      lib.isValidPath,
      lib.pathWeight,
      lib.pathLength,
      lib.originalIds,
      lib.isValidTopologicalOrder,
    ]) {
      expect(() => (f as (G: AnyGraph, x: unknown) => unknown)(graph, 'ab')).toThrow(/must be an array/);
    }
  });
});
