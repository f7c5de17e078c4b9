/**
 * The seeded datasets: GRRAF's ten tasks with Table 1's node ranges, and the scaling set
 * (shortest path on 100 … 10,000 nodes, 20 questions per size). Same seed, same questions.
 */
import { GRRAF_TASKS, type GrrafTask, NODE_RANGE } from '../../tasks.js';
import type { BenchQuestion } from '../../types.js';
import type { Dataset } from '../dataset.js';
import { GRAPHINSTRUCT_HINTS, hintsFor } from '../hints.js';
import { questionText } from './question-text.js';
import { mulberry32, randInt, seedOf, twoDistinct } from './random.js';
import { connectedWeighted, GENERATORS } from './task-graphs.js';

/** Options of the ten-task generator. */
export interface GeneratedOptions {
  seed?: number;
  /** Questions per task; the paper uses 400. */
  perTask?: number;
  tasks?: string[];
}

/** Default seed of the generated datasets. */
export const DEFAULT_SEED = 1;

/** One generated question of `task`, number `i`. */
export function generateQuestion(task: GrrafTask, i: number, seed = DEFAULT_SEED): BenchQuestion {
  const rng = mulberry32(seedOf(seed, task, i));
  const [lo, hi] = NODE_RANGE[task];
  // A triangle needs three nodes, a substructure question two in each graph.
  const n = randInt(rng, task === 'triplet' ? Math.max(3, lo) : lo, hi);
  const inst = GENERATORS[task](rng, n);
  const q: BenchQuestion = {
    id: `${task}-${i}`,
    task,
    question: questionText(task, inst),
    graph: inst.graph,
    graphInQuestion: true,
    origin: `generated:seed=${seed} ${task} #${i}`,
  };
  if (inst.graphPrime) q.graphPrime = inst.graphPrime;
  if (inst.params) q.params = inst.params;
  // Generated questions use GraphInstruct's wording, so its conventions.
  const hints = hintsFor(GRAPHINSTRUCT_HINTS, task);
  if (hints) q.hints = hints;
  return q;
}

/** GRRAF's ten tasks, `perTask` questions each (default 100). */
export function generatedDataset(options: GeneratedOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const perTask = options.perTask ?? 100;
  const tasks = GRRAF_TASKS.filter((t) => !options.tasks?.length || options.tasks.includes(t));
  const questions: BenchQuestion[] = [];
  for (const task of tasks) for (let i = 0; i < perTask; i++) questions.push(generateQuestion(task, i, seed));
  return {
    name: `generated:seed=${seed},per-task=${perTask}`,
    description: `GRRAF's ten tasks generated with seed ${seed}, ${perTask} per task, node ranges of Table 1`,
    questions,
  };
}

/** Graph sizes of the scaling set (the paper's Figure 5). */
export const SCALING_SIZES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** Options of the scaling set. */
export interface ScalingOptions {
  seed?: number;
  perSize?: number;
  sizes?: number[];
}

/** One scaling question: shortest path on a connected weighted graph of `n` nodes (~2n edges). */
export function scalingQuestion(n: number, i: number, seed = DEFAULT_SEED): BenchQuestion {
  const rng = mulberry32(seedOf(seed, 'scaling', n, i));
  const s = connectedWeighted(rng, n, n);
  const [source, target] = twoDistinct(rng, n);
  const inst = { graph: s.toGraph(), params: { source, target } };
  return {
    id: `shortest-n${n}-${i}`,
    task: 'shortest',
    question: questionText('shortest', inst),
    graph: inst.graph,
    params: inst.params,
    graphInQuestion: true,
    origin: `scaling:seed=${seed} n=${n} #${i}`,
  };
}

/** The scaling set: `perSize` (default 20) shortest-path questions per size. */
export function scalingDataset(options: ScalingOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const perSize = options.perSize ?? 20;
  const sizes = options.sizes ?? SCALING_SIZES;
  const questions: BenchQuestion[] = [];
  for (const n of sizes) for (let i = 0; i < perSize; i++) questions.push(scalingQuestion(n, i, seed));
  return {
    name: `scaling:seed=${seed},per-size=${perSize}`,
    description: `Shortest path on ${sizes.join(', ')} nodes, ${perSize} per size, seed ${seed}`,
    questions,
  };
}
