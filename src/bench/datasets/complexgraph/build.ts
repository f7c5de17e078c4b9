/**
 * Builds the graph of one question from its plan: a family graph in the plan's structure class,
 * then the task's shaping — toward the planned yes/no answer, or into the shape the task needs
 * (strongly connected for the directed diameter, bipartite for large independent-set questions).
 */
import { DirectedGraph } from 'graphology';
import { stronglyConnectedComponents } from '../../../algorithms/index.js';
import type { Rng } from '../../../util/mulberry32.js';
import { randInt } from '../../../util/mulberry32.js';
import type { Setting } from './catalog.js';
import { isDirected } from './catalog.js';
import type { Family } from './graph/families.js';
import {
  addOddCycle,
  bipartize,
  breakEuler,
  breakRegularity,
  distanceRegularGraph,
  eulerize,
  hasEulerPathWork,
  isBipartiteWork,
  regularGraph,
  stronglyConnect,
} from './graph/shapes.js';
import { isConnectedClass, isCyclicClass, shapedGraph } from './graph/structure.js';
import type { WorkGraph } from './graph/work-graph.js';
import { EULER_CONDITION, type Plan } from './plans.js';

/** A built graph and what it was built from (a family, or a construction the answer needed). */
export interface Draft {
  graph: WorkGraph;
  family: string;
}

/** What a build needs to know. */
export interface BuildRequest {
  task: string;
  setting: Setting;
  plan: Plan;
  family: Family;
  nodes: number;
  /** ComplexGraph-L: independent-set graphs are made bipartite (their truth is König's). */
  large: boolean;
}

/** Edge cap for distance-regular constructions (complete graphs of 10,000 nodes are not drawn). */
const MAX_CONSTRUCTED_EDGES = 200_000;

/** True when every node has the same degree (directed: the same in- and the same out-degree). */
export function isRegularWork(g: WorkGraph): boolean {
  const same = (sets: Set<number>[]) => sets.every((s) => s.size === sets[0]!.size);
  return same(g.succ) && same(g.pred);
}

/** SCCs of a WorkGraph, through the library. */
function sccs(g: WorkGraph): number[][] {
  const G = new DirectedGraph();
  for (let v = 0; v < g.n; v++) G.addNode(String(v));
  for (const [u, v] of g.edges()) G.addEdge(String(u), String(v));
  return stronglyConnectedComponents(G).map((c) => c.map(Number));
}

/** A 2-cycle (an arc and its reverse): a directed cycle that keeps the graph bipartite. */
function addTwoCycle(rng: Rng, g: WorkGraph): void {
  const edges = g.edges();
  if (edges.length === 0) return;
  const [u, v] = edges[randInt(rng, 0, edges.length - 1)]!;
  g.add(v, u);
}

function bipartiteDraft(rng: Rng, r: BuildRequest, g: WorkGraph): WorkGraph | undefined {
  if (r.plan.target) {
    bipartize(rng, g);
    if (g.directed && isCyclicClass(r.plan.structure) && !g.hasCycle()) addTwoCycle(rng, g);
    return g;
  }
  return isBipartiteWork(g) && !addOddCycle(rng, g) ? undefined : g;
}

/** The graph of one question, or undefined when this draw cannot be shaped (the caller draws again). */
export function buildDraft(rng: Rng, r: BuildRequest): Draft | undefined {
  const directed = isDirected(r.setting);
  const { structure, target } = r.plan;
  if (r.task === 'is_regular' && target) {
    const graph = regularGraph(
      rng,
      r.nodes,
      isConnectedClass(structure),
      !isCyclicClass(structure),
      directed,
    );
    return { graph, family: 'regular-construction' };
  }
  if (r.task === 'is_distance_regular' && target) {
    return {
      graph: distanceRegularGraph(rng, r.nodes, MAX_CONSTRUCTED_EDGES),
      family: 'distance-regular-construction',
    };
  }
  const g = shapedGraph(rng, r.family, r.nodes, structure, directed);
  const draft = (graph: WorkGraph | undefined) => (graph ? { graph, family: r.family } : undefined);
  switch (r.task) {
    case 'is_bipartite':
      return draft(bipartiteDraft(rng, r, g));
    case 'is_regular':
    case 'is_distance_regular':
      if (isRegularWork(g)) breakRegularity(rng, g);
      return draft(g);
    case 'diameter':
      if (directed) stronglyConnect(rng, g, sccs(g));
      return draft(g);
    case 'maximum_independent_set':
      if (r.large) bipartize(rng, g);
      return draft(g);
  }
  if (r.task === 'has_eulerian_path' || EULER_CONDITION.has(r.task)) {
    if (!target && hasEulerPathWork(g)) breakEuler(rng, g);
    return draft(target && !eulerize(rng, g) ? undefined : g);
  }
  return draft(g);
}
