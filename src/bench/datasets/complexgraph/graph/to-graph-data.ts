/**
 * WorkGraph → GraphData, the way the statements describe their input: the node set is the set of
 * edge endpoints (isolated nodes cannot be written in an edge list, so they are dropped), ids are
 * shuffled (so low ids are not the power-law hubs or the grid's corner), and weighted graphs get
 * GraphSkill's weights: uniform on (0, 10], here rounded to two decimals so that the numbers a
 * method reads are exactly the numbers the truth used.
 */
import type { GraphData } from '../../../../graph/model.js';
import type { Rng } from '../../../../util/mulberry32.js';
import { shuffle } from '../../generate/random.js';
import type { WorkGraph } from './work-graph.js';

/** A weight uniform on (0, 10] with two decimals. */
export function drawWeight(rng: Rng): number {
  return Math.max(1, Math.ceil(rng() * 1000)) / 100;
}

/** The graph as GraphData: isolated nodes dropped, ids 0..n'-1 shuffled, edges sorted. */
export function toGraphData(rng: Rng, g: WorkGraph, weighted: boolean): GraphData {
  const kept = Array.from({ length: g.n }, (_, v) => v).filter((v) => g.degree(v) > 0);
  const ids = shuffle(
    rng,
    kept.map((_, i) => i),
  );
  const idOf = new Map(kept.map((v, i) => [v, ids[i]!]));
  const edges = g
    .edges()
    .map(([u, v]) => [idOf.get(u)!, idOf.get(v)!] as [number, number])
    .map(([u, v]) => (g.directed || u < v ? [u, v] : [v, u]) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return {
    directed: g.directed,
    nodes: ids
      .slice()
      .sort((a, b) => a - b)
      .map((id) => ({ id, labels: [], properties: {} })),
    edges: edges.map(([source, target]) => ({
      source,
      target,
      properties: {},
      ...(weighted ? { weight: drawWeight(rng) } : {}),
    })),
  };
}
