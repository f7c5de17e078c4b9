/**
 * ComplexGraph questions, seeded and reproducible: ComplexGraph-S (the 14 primitive tasks on
 * 3–200 nodes), -L (the same at 5,000 and 10,000 nodes) and -C (the 9 composite tasks on S-sized
 * graphs, as the paper reuses S's graphs). Each instance is asked in every requested wording,
 * so wordings compare on the same graphs.
 */
import { GrrafError } from '../../../errors.js';
import type { BenchQuestion } from '../../types.js';
import type { Dataset } from '../dataset.js';
import {
  COMPOSITE_TASKS,
  PRIMITIVE_TASKS,
  type Setting,
  TASKS,
  type TaskArgs,
  type TaskSpec,
  VARIANTS,
  type Variant,
} from './catalog.js';
import { type DrawOptions, drawInstance, type Split } from './instance.js';
import { DEFAULT_BUDGET } from './reference/exact-clique.js';
import { fillStatement, statementText, variantsOf } from './statements.js';
import type { ComplexTruth } from './truth.js';

/** Options of {@link complexGraphQuestions}. */
export interface ComplexGraphOptions {
  split: Split;
  seed?: number;
  /** Instances per task and setting (default 20 for S and C, 4 for L). */
  perTask?: number;
  /** Task names (`clustering`) or task/setting pairs (`clustering/directed/weighted`); all when absent. */
  tasks?: string[];
  /** Wordings to ask each instance in (default plain); a task without a wording skips it. */
  variants?: Variant[];
  /** S and C: node range, default [3, 200]. L: the two sizes, default [5000, 10000]. */
  nodeRange?: [number, number];
  /** Step budget of the exact clique / independent-set searches. */
  budget?: number;
}

/** A ComplexGraph question: a BenchQuestion with its wording, setting, arguments and truth. */
export interface ComplexGraphQuestion extends BenchQuestion {
  split: Split;
  /** The statement's task name, e.g. `maximum_flow` (`task` adds the setting). */
  taskName: string;
  setting: Setting;
  variant: Variant;
  args: TaskArgs;
  truth: ComplexTruth;
  family: string;
  structure: { connected: boolean; cyclic: boolean };
  /** The yes/no answer or branch the instance was shaped toward, when the task has one. */
  target?: boolean;
}

const SETTING_CODE: Record<Setting, string> = {
  'directed/unweighted': 'du',
  'directed/weighted': 'dw',
  'undirected/unweighted': 'uu',
  'undirected/weighted': 'uw',
};

function wanted(spec: TaskSpec, setting: Setting, tasks?: string[]): boolean {
  return !tasks?.length || tasks.includes(spec.name) || tasks.includes(`${spec.name}/${setting}`);
}

function paramsOf(args: TaskArgs): BenchQuestion['params'] {
  const { source, target, node, k } = args;
  const out: NonNullable<BenchQuestion['params']> = {};
  if (source !== undefined) out.source = source;
  if (target !== undefined) out.target = target;
  if (node !== undefined) out.node = node;
  if (k !== undefined) out.k = k;
  return Object.keys(out).length > 0 ? out : undefined;
}

const config = (message: string, field: string) => new GrrafError('config', message, { field });

/** Refuses options that name no split, task or wording, or no usable node range. */
function checkOptions(o: ComplexGraphOptions): void {
  if (!['S', 'L', 'C'].includes(o.split))
    throw config(`unknown ComplexGraph split "${o.split}": use S, L or C`, 'split');
  const known = [...TASKS.values()].flatMap((t) => [t.name, ...t.settings.map((s) => `${t.name}/${s}`)]);
  const unknown = o.tasks?.filter((t) => !known.includes(t)) ?? [];
  if (unknown.length > 0) {
    throw config(
      `unknown ComplexGraph task ${unknown.join(', ')}; tasks: ${[...TASKS.keys()].join(', ')}`,
      'tasks',
    );
  }
  const badVariant = o.variants?.find((v) => !VARIANTS.includes(v));
  if (badVariant)
    throw config(`unknown wording "${badVariant}"; wordings: ${VARIANTS.join(', ')}`, 'variants');
  const r = o.nodeRange;
  if (r && !(r.length === 2 && r.every((x) => Number.isInteger(x)) && r[0] >= 3 && r[0] <= r[1])) {
    throw config(`nodeRange must be two integers 3 ≤ lo ≤ hi, got ${JSON.stringify(r)}`, 'nodeRange');
  }
}

/** The questions of one split. */
export function complexGraphQuestions(o: ComplexGraphOptions): ComplexGraphQuestion[] {
  checkOptions(o);
  const seed = o.seed ?? 1;
  const draw: DrawOptions = {
    seed,
    nodeRange: o.nodeRange ?? (o.split === 'L' ? [5_000, 10_000] : [3, 200]),
    budget: o.budget ?? DEFAULT_BUDGET,
  };
  const perTask = o.perTask ?? (o.split === 'L' ? 4 : 20);
  const variants = o.variants ?? ['plain'];
  const out: ComplexGraphQuestion[] = [];
  for (const spec of o.split === 'C' ? COMPOSITE_TASKS : PRIMITIVE_TASKS) {
    for (const setting of spec.settings) {
      if (!wanted(spec, setting, o.tasks)) continue;
      const wordings = variants.filter((v) => variantsOf(spec.name, setting).includes(v));
      for (let i = 0; i < perTask && wordings.length > 0; i++) {
        const inst = drawInstance(spec, setting, o.split, i, draw);
        for (const variant of wordings) {
          const params = paramsOf(inst.args);
          out.push({
            id: `cg${o.split}-${spec.name}-${SETTING_CODE[setting]}-${i}-${variant}`,
            task: `${spec.name}/${setting}`,
            taskName: spec.name,
            question: fillStatement(statementText(spec.name, setting, variant), spec, inst.args),
            graph: inst.graph,
            ...(params ? { params } : {}),
            graphInQuestion: false,
            origin: `complexgraph:${o.split} seed=${seed} ${spec.name}/${setting} #${i} (${variant})`,
            split: o.split,
            setting,
            variant,
            args: inst.args,
            truth: inst.truth(variant),
            family: inst.family,
            structure: inst.structure,
            ...(inst.plan.target === undefined ? {} : { target: inst.plan.target }),
          });
        }
      }
    }
  }
  return out;
}

/** The questions as a bench Dataset (for the dataset resolver). */
export function complexGraphDataset(o: ComplexGraphOptions): Dataset {
  const questions = complexGraphQuestions(o);
  const names = { S: 'small', L: 'large', C: 'composite' } as const;
  return {
    name: `complexgraph:${o.split},seed=${o.seed ?? 1}`,
    description: `ComplexGraph-${o.split} (${names[o.split]}): ${questions.length} questions, seed ${o.seed ?? 1}`,
    questions,
  };
}
