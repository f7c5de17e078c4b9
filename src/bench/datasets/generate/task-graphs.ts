/**
 * Random instances for GRRAF's ten tasks. Each generator aims at a balanced answer (about half
 * Yes, connected pairs about half the time); the truth is always computed afterwards by the
 * reference algorithms, never assumed from how the instance was built.
 */
import type { TaskParams } from '../../../graph/formats/format.js';
import type { GraphData } from '../../../graph/model.js';
import type { GrrafTask } from '../../tasks.js';
import { EdgeSet } from './edge-set.js';
import { type Rng, randFloat, randInt, shuffle, twoDistinct } from './random.js';

/** One generated instance. */
export interface Instance {
  graph: GraphData;
  graphPrime?: GraphData;
  params?: TaskParams;
}

const weight = (rng: Rng) => randInt(rng, 1, 10);

/** `m` random edges (tries a bounded number of times, so dense requests stay finite). */
function randomEdges(rng: Rng, s: EdgeSet, want: number, w?: (r: Rng) => number): void {
  // Never an empty edge list: GraphInstruct questions always list at least one edge.
  const m = Math.max(1, want);
  for (let tries = 0; s.edges.length < m && tries < m * 20; tries++) {
    const [u, v] = twoDistinct(rng, s.n);
    s.add(u, v, w ? w(rng) : undefined);
  }
}

/** A random spanning tree over shuffled nodes plus `extra` random edges: connected. */
export function connectedWeighted(rng: Rng, n: number, extra: number, directed = false): EdgeSet {
  const s = new EdgeSet(n, directed);
  const order = shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  for (let i = 1; i < n; i++) s.add(order[randInt(rng, 0, i - 1)]!, order[i]!, weight(rng));
  randomEdges(rng, s, n - 1 + extra, weight);
  return s;
}

function cycle(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, false);
  const m = randInt(rng, 1, Math.max(1, Math.floor(n * 0.9)));
  // A random forest first (only edges joining two trees) ...
  for (let tries = 0; s.edges.length < m && tries < m * 20; tries++) {
    const [u, v] = twoDistinct(rng, n);
    if (!s.connected(u, v)) s.add(u, v);
  }
  // ... then, for about half the questions, one to three edges that close a cycle.
  if (rng() < 0.5) {
    const closing = randInt(rng, 1, 3);
    let added = 0;
    for (let tries = 0; added < closing && tries < 200; tries++) {
      const [u, v] = twoDistinct(rng, n);
      if (s.connected(u, v) && s.add(u, v)) added++;
    }
  }
  return { graph: s.toGraph() };
}

function connectivity(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, false);
  randomEdges(rng, s, Math.round(n * randFloat(rng, 0.3, 1.1)));
  const [a, b] = twoDistinct(rng, n);
  let target = b;
  if (rng() < 0.5) {
    const same = Array.from({ length: n }, (_, i) => i).filter((i) => i !== a && s.connected(a, i));
    if (same.length > 0) target = same[randInt(rng, 0, same.length - 1)]!;
  }
  return { graph: s.toGraph(), params: { source: a, target } };
}

function bipartite(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, true);
  const side = Array.from({ length: n }, () => rng() < 0.5);
  const m = Math.round(n * randFloat(rng, 0.5, 2));
  const odd = rng() < 0.5;
  for (let tries = 0; s.edges.length < m && tries < m * 20; tries++) {
    const [u, v] = twoDistinct(rng, n);
    if (side[u] !== side[v] && !s.has(v, u)) s.add(u, v);
  }
  // GraphInstruct writes bipartite graphs with arrows; one same-side edge usually breaks it.
  if (odd && n >= 3) {
    for (let tries = 0; tries < 50; tries++) {
      const [u, v] = twoDistinct(rng, n);
      if (side[u] === side[v] && !s.has(v, u) && s.add(u, v)) break;
    }
  }
  return { graph: s.toGraph() };
}

function topology(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, true);
  const order = shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  const p = randFloat(rng, 0.1, 0.5);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < p) s.add(order[i]!, order[j]!);
  return { graph: s.toGraph() };
}

function shortest(rng: Rng, n: number): Instance {
  const s = connectedWeighted(rng, n, Math.round(n * randFloat(rng, 0.2, 1.5)));
  const [a, b] = twoDistinct(rng, n);
  return { graph: s.toGraph(), params: { source: a, target: b } };
}

function triplet(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, false);
  randomEdges(rng, s, Math.round((n * (n - 1) * randFloat(rng, 0.05, 0.3)) / 2));
  // At least one triangle, so the question always has an answer.
  const [a, b, c] = shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  s.add(a!, b!);
  s.add(b!, c!);
  s.add(a!, c!);
  return { graph: s.toGraph(Array.from({ length: n }, () => weight(rng))) };
}

function flow(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, true);
  randomEdges(rng, s, Math.round(n * randFloat(rng, 1, 3)), weight);
  const [a, b] = twoDistinct(rng, n);
  return { graph: s.toGraph(), params: { source: a, target: b } };
}

function substructure(rng: Rng, n: number): Instance {
  const g = new EdgeSet(n, true);
  randomEdges(rng, g, Math.round((n * (n - 1) * randFloat(rng, 0.1, 0.4)) / 2));
  const k = randInt(rng, 2, Math.min(6, n));
  const p = new EdgeSet(k, true);
  if (rng() < 0.5) {
    // Copy part of G's edges among k of its nodes: G' is then present (non-induced).
    const pick = shuffle(
      rng,
      Array.from({ length: n }, (_, i) => i),
    ).slice(0, k);
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) if (g.has(pick[i]!, pick[j]!) && rng() < 0.8) p.add(i, j);
  } else {
    // A dense random G' (both directions allowed) is usually absent from a sparser G.
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) if (i !== j && rng() < 0.6) p.add(i, j);
  }
  if (p.edges.length === 0) p.add(0, 1);
  const prime = p.toGraph();
  const letter = (i: number) => String.fromCharCode(97 + i);
  return {
    graph: g.toGraph(),
    graphPrime: {
      ...prime,
      name: 'G_prime',
      nodes: prime.nodes.map((x) => ({ ...x, id: letter(x.id as number) })),
      edges: prime.edges.map((e) => ({
        ...e,
        source: letter(e.source as number),
        target: letter(e.target as number),
      })),
    },
  };
}

function degree(rng: Rng, n: number): Instance {
  const s = new EdgeSet(n, true);
  randomEdges(rng, s, Math.round((n * (n - 1) * randFloat(rng, 0.05, 0.3)) / 2));
  return { graph: s.toGraph(), params: { node: randInt(rng, 0, n - 1) } };
}

/** The generator of each task. */
export const GENERATORS: Record<GrrafTask, (rng: Rng, n: number) => Instance> = {
  cycle,
  connectivity,
  bipartite,
  topology,
  shortest,
  triplet,
  flow,
  substructure,
  indegree: degree,
  outdegree: degree,
};
