/**
 * One ComplexGraph instance: a graph, its parameters and its truth, drawn from a per-question
 * random stream (seed, split, task, setting, number), so filtering tasks or asking fewer questions
 * never changes the others. A draw that misses its plan (wrong structure class, wrong planned
 * answer, no valid parameters, an undefined answer, readings of distance-regularity that
 * disagree) is drawn again from the same stream; an exact clique or independent-set search that
 * would exceed its budget is drawn again on a quarter fewer nodes.
 */
import {
  type AnyGraph,
  hasCycle,
  hasEulerianPath,
  isConnected,
  isDistanceRegular,
} from '../../../algorithms/index.js';
import { GrrafError } from '../../../errors.js';
import { toGraphology } from '../../../graph/graphology.js';
import type { GraphData } from '../../../graph/model.js';
import { mulberry32, type Rng, randInt } from '../../../util/mulberry32.js';
import { seedOf } from '../generate/random.js';
import { buildDraft } from './build.js';
import {
  isDirected,
  isWeighted,
  type Setting,
  type TaskArgs,
  type TaskSpec,
  type Variant,
} from './catalog.js';
import { DIRECTED_FAMILIES, FAMILIES, type Family, LARGE_FAMILIES } from './graph/families.js';
import { isConnectedClass, isCyclicClass, minimumNodes } from './graph/structure.js';
import { toGraphData } from './graph/to-graph-data.js';
import { drawArgs } from './params.js';
import { EULER_CONDITION, type Plan, plansOf } from './plans.js';
import { BudgetExceeded } from './reference/exact-clique.js';
import { type ComplexTruth, complexTruth } from './truth.js';

/** The three datasets: small graphs, large graphs, composite tasks. */
export type Split = 'S' | 'L' | 'C';

/** How instances are drawn. */
export interface DrawOptions {
  seed: number;
  /** S and C: the node range (default 3–200); L: the two sizes alternated (default 5,000 and 10,000). */
  nodeRange: [number, number];
  /** Step budget of exact clique / independent-set searches. */
  budget: number;
}

/** A drawn instance. */
export interface Instance {
  graph: GraphData;
  args: TaskArgs;
  /** The graph family, or the construction a planned answer needed. */
  family: string;
  plan: Plan;
  /** Measured on the final graph (directions ignored for connectivity; directed cycles for digraphs). */
  structure: { connected: boolean; cyclic: boolean };
  /** The truth under a wording (only directed is_regular's real-world wordings differ). */
  truth(variant: Variant): ComplexTruth;
}

const MAX_ATTEMPTS = 40;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Question i of a task takes plan i mod P and family (i + ⌊i / lcm(F, P)⌋) mod F: the first F
 * questions meet every family, and every (family, plan) pair comes once in each F·P questions.
 */
function familyFor(split: Split, setting: Setting, index: number, plans: number): Family {
  const base = isDirected(setting) ? DIRECTED_FAMILIES : FAMILIES;
  const families = split === 'L' ? base.filter((f) => LARGE_FAMILIES.includes(f)) : base;
  const period = (families.length * plans) / gcd(families.length, plans);
  return families[(index + Math.floor(index / period)) % families.length]!;
}

/** S and C: uniform in the node range (at least the class's minimum); L: one of the two sizes. */
function nodeCount(rng: Rng, split: Split, o: DrawOptions, plan: Plan): number {
  // L picks its size at random: cycling the two sizes would tie each size to some plans.
  if (split === 'L') return o.nodeRange[randInt(rng, 0, 1)]!;
  const lo = Math.max(o.nodeRange[0], minimumNodes(plan.structure));
  return randInt(rng, lo, Math.max(lo, o.nodeRange[1]));
}

/** The yes/no answer or branch a draw reached, for tasks with a planned one. */
function reachedTarget(task: string, G: AnyGraph, truth: ComplexTruth): boolean | undefined {
  if (EULER_CONDITION.has(task)) return hasEulerianPath(G);
  return truth.kind === 'yes-no' ? truth.value : undefined;
}

/**
 * True when NetworkX's distance-regularity agrees with the statements' uniform distance profile.
 * Only a "yes" can disagree (distance-regular graphs have uniform profiles); the constructions
 * are distance-regular by theory (and by test), which spares an O(n²) check on 10,000 nodes.
 */
function readingsAgree(family: string, G: AnyGraph, truth: ComplexTruth): boolean {
  if (truth.kind !== 'yes-no' || !truth.value || family === 'distance-regular-construction') return true;
  return isDistanceRegular(G);
}

/** Draws instance `index` of `spec` on `setting` graphs. */
export function drawInstance(
  spec: TaskSpec,
  setting: Setting,
  split: Split,
  index: number,
  o: DrawOptions,
): Instance {
  const rng = mulberry32(seedOf(o.seed, 'complexgraph', split, spec.name, setting, index));
  const plans = plansOf(spec.name, setting);
  const plan = plans[index % plans.length]!;
  const family = familyFor(split, setting, index, plans.length);
  let nodes = nodeCount(rng, split, o, plan);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const request = { task: spec.name, setting, plan, family, nodes, large: split === 'L' };
    const draft = buildDraft(rng, request);
    if (!draft) continue;
    const graph = toGraphData(rng, draft.graph, isWeighted(setting));
    if (graph.nodes.length < 3) continue;
    const G = toGraphology(graph);
    const args = drawArgs(rng, spec.name, G);
    if (!args) continue;
    const structure = { connected: isConnected(G), cyclic: hasCycle(G) };
    const sameClass =
      structure.connected === isConnectedClass(plan.structure) &&
      structure.cyclic === isCyclicClass(plan.structure);
    if (plan.target === undefined && !sameClass) continue;
    const input = { task: spec.name, setting, graph, args, budget: o.budget };
    let truth: ComplexTruth;
    try {
      truth = complexTruth({ ...input, variant: 'plain' });
    } catch (e) {
      if (e instanceof BudgetExceeded)
        nodes = Math.max(minimumNodes(plan.structure), Math.floor(nodes * 0.75));
      else if (!(e instanceof GrrafError && e.code === 'validation')) throw e;
      continue;
    }
    if (plan.target !== undefined && reachedTarget(spec.name, G, truth) !== plan.target) continue;
    if (spec.name === 'is_distance_regular' && !readingsAgree(draft.family, G, truth)) continue;
    const variantSensitive = spec.name === 'is_regular' && isDirected(setting);
    const truthOf = (variant: Variant) =>
      variantSensitive && variant.startsWith('real_world') ? complexTruth({ ...input, variant }) : truth;
    return { graph, args, family: draft.family, plan, structure, truth: truthOf };
  }
  throw new GrrafError('unsupported', `could not draw ${spec.name} question ${index} on ${setting} graphs`, {
    field: 'task',
    details: { plan, family, attempts: MAX_ATTEMPTS },
  });
}
