/**
 * Turns a `--dataset` spec into a dataset:
 *   graphinstruct:<dir>             a directory of GraphInstruct <task>.jsonl files
 *   gtools:<dir>                    a GTools sample directory (WL_sample/ or EL_sample/)
 *   generated[:seed=N,per-task=M]   GRRAF's ten tasks, seeded (default seed 1, 100 per task)
 *   scaling[:seed=N,per-size=M,sizes=100/200]   shortest path on 100 … 10,000 nodes
 *   graphwalk:<preset>[:seed=N,graphs=M,templates=a/b,per-template=K]
 *                                   GraphWalk's 12 templates on synthetic property graphs
 *                                   (presets main, scale-150 … scale-10000; 10 graphs by default)
 *   maze:<size>[:seed=N,count=M,walls=0.5,min-path=15]   GraphWalk's mazes (10 of 10x10 by default)
 *   complexgraph:<S|L|C>[:seed=N,per-task=M,variants=plain/paraphrase,nodes=lo/hi]
 *                                   GraphSkill's ComplexGraph, seeded (S and C 3–200 nodes, L 5,000
 *                                   and 10,000 unless nodes= says); each question carries its truth
 *   A+B                             one run over both; each task from the first part that has it
 *                                   (GraphInstruct files + generated in-/out-degree: GRRAF's table)
 */
import { GrrafError } from '../../errors.js';
import { registerTruthScorers } from '../scoring/score.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { graphInstructFiles } from './directory-specs.js';
import { DATASET_KINDS, findDataset } from './registry.js';

/** The kinds of dataset spec, for help texts. */
export { DATASET_KINDS };

/** Loads or generates the dataset named by `spec` (`A+B` joins several). */
export async function resolveDataset(spec: string, o: DatasetOptions = {}): Promise<Dataset> {
  const parts = spec.split('+').filter((p) => p.trim() !== '');
  if (parts.length > 1)
    return joinDatasets(spec, await Promise.all(parts.map((p) => resolveOne(p.trim(), o, true))));
  return resolveOne(spec, o, false);
}

/**
 * Several datasets as one. A task comes from the first part that has it, so
 * `graphinstruct:<dir>+generated` takes GraphInstruct's tasks from the files and only the
 * missing ones (in- and out-degree) from the generator.
 */
function joinDatasets(spec: string, sets: Dataset[]): Dataset {
  const owner = new Map<string, string>();
  const questions = [];
  for (const d of sets) {
    const mine = new Set<string>();
    for (const q of d.questions) {
      const from = owner.get(q.task);
      if (from !== undefined && from !== d.name) continue;
      owner.set(q.task, d.name);
      mine.add(q.task);
      questions.push(q);
    }
  }
  if (questions.length === 0)
    throw new GrrafError('not-found', `no questions in ${spec} for these tasks`, { field: 'tasks' });
  const used = sets.filter((d) => [...owner.values()].includes(d.name));
  return {
    name: spec,
    description: used.map((d) => d.description).join('; '),
    questions,
    unreliableLabels: used.flatMap((d) => d.unreliableLabels ?? []),
  };
}

/** One dataset; in a join, `lenient` lets a part have none of the asked tasks. */
async function resolveOne(spec: string, o: DatasetOptions, lenient: boolean): Promise<Dataset> {
  if (lenient && spec.startsWith('graphinstruct:') && o.tasks?.length) {
    // Tasks the directory lacks may come from another part of the join; the directory itself may
    // not be missing (that once ran the generated questions alone and reported them as the run).
    const present = (await graphInstructFiles(spec.slice('graphinstruct:'.length)))
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => f.slice(0, -'.jsonl'.length));
    const tasks = o.tasks.filter((t) => present.includes(t));
    if (tasks.length === 0) return { name: spec, description: `${spec} (no asked task)`, questions: [] };
    o = { ...o, tasks };
  }
  const d = await resolveKind(spec, o);
  if (!lenient && d.questions.length === 0) {
    throw new GrrafError('not-found', `no questions in ${spec} for the tasks ${o.tasks?.join(', ')}`, {
      field: 'tasks',
    });
  }
  return d;
}

async function resolveKind(spec: string, o: DatasetOptions): Promise<Dataset> {
  const i = spec.indexOf(':');
  const kind = i < 0 ? spec : spec.slice(0, i);
  const rest = i < 0 ? '' : spec.slice(i + 1);
  const entry = findDataset(kind);
  if (!entry) {
    throw new GrrafError('config', `unknown dataset "${spec}"; use one of: ${DATASET_KINDS.join(', ')}`, {
      field: 'dataset',
    });
  }
  if (entry.scorers) registerTruthScorers(await entry.scorers());
  return (await entry.load())(spec, rest, o);
}
