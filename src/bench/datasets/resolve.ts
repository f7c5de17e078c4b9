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
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GrrafError } from '../../errors.js';
import { VARIANTS, type Variant } from './complexgraph/catalog.js';
import { complexGraphDataset } from './complexgraph/questions.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { DATASET_KINDS } from './dataset-kinds.js';
import { generatedDataset, SCALING_SIZES, scalingDataset } from './generate/generated.js';
import { loadGraphInstruct } from './graphinstruct.js';
import { graphwalkDataset } from './graphwalk/bench-dataset.js';
import { loadGTools } from './gtools.js';
import { mazeDataset } from './maze/bench-dataset.js';

/** The kinds of dataset spec, for help texts. */
export { DATASET_KINDS };

function options(spec: string, rest: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of rest.split(',').filter(Boolean)) {
    const [k, v] = part.split('=');
    if (!k || v === undefined) {
      throw new GrrafError('config', `bad dataset option "${part}" in "${spec}": write key=value`, {
        field: 'dataset',
      });
    }
    out[k.trim()] = v.trim();
  }
  return out;
}

/** Refuses options a dataset does not read, naming the ones it does. */
function known(spec: string, o: Record<string, string>, keys: string[]): Record<string, string> {
  for (const key of Object.keys(o)) {
    if (!keys.includes(key)) {
      throw new GrrafError('config', `unknown option "${key}" in "${spec}"; it takes: ${keys.join(', ')}`, {
        field: 'dataset',
      });
    }
  }
  return o;
}

function num(spec: string, o: Record<string, string>, key: string): number | undefined {
  if (o[key] === undefined) return undefined;
  const n = Number(o[key]);
  if (!Number.isFinite(n)) {
    throw new GrrafError('config', `${key} must be a number in "${spec}"`, { field: 'dataset' });
  }
  return n;
}

/** `<name>[:k=v,...]` after a kind: the name (may be empty) and the options. */
function nameAndOptions(spec: string, rest: string): { name: string; opts: Record<string, string> } {
  const i = rest.indexOf(':');
  const head = i < 0 ? rest : rest.slice(0, i);
  // `graphwalk:seed=2` has options and no name.
  if (head.includes('=')) return { name: '', opts: options(spec, rest) };
  return { name: head, opts: options(spec, i < 0 ? '' : rest.slice(i + 1)) };
}

function int(spec: string, o: Record<string, string>, key: string): number | undefined {
  if (o[key] === undefined) return undefined;
  const n = Number(o[key]);
  if (!Number.isInteger(n) || n < 0) {
    throw new GrrafError('config', `${key} must be a non-negative integer in "${spec}"`, {
      field: 'dataset',
    });
  }
  return n;
}

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

/** The files of a GraphInstruct directory; a 'not-found' error saying where it was looked for. */
async function graphInstructFiles(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (e as Error).message;
    throw new GrrafError('not-found', `cannot read the GraphInstruct directory (${resolve(dir)}): ${why}`, {
      file: dir,
      field: 'dataset',
    });
  }
}

async function resolveKind(spec: string, o: DatasetOptions): Promise<Dataset> {
  const i = spec.indexOf(':');
  const kind = i < 0 ? spec : spec.slice(0, i);
  const rest = i < 0 ? '' : spec.slice(i + 1);
  switch (kind) {
    case 'graphinstruct':
      if (!rest)
        throw new GrrafError('config', 'graphinstruct needs a directory: graphinstruct:<dir>', {
          field: 'dataset',
        });
      await graphInstructFiles(rest); // the same error, joined or not
      return loadGraphInstruct(rest, o);
    case 'gtools':
      if (!rest)
        throw new GrrafError('config', 'gtools needs a directory: gtools:<dir>', { field: 'dataset' });
      return loadGTools(rest, o);
    case 'generated': {
      const opts = options(spec, rest);
      return generatedDataset({
        seed: int(spec, opts, 'seed'),
        perTask: int(spec, opts, 'per-task'),
        tasks: o.tasks,
      });
    }
    case 'scaling': {
      const opts = options(spec, rest);
      const sizes = opts.sizes ? opts.sizes.split('/').map(Number) : SCALING_SIZES;
      if (sizes.some((n) => !Number.isInteger(n) || n < 2)) {
        throw new GrrafError('config', `sizes must be integers ≥ 2 separated by / in "${spec}"`, {
          field: 'dataset',
        });
      }
      return scalingDataset({ seed: int(spec, opts, 'seed'), perSize: int(spec, opts, 'per-size'), sizes });
    }
    case 'graphwalk':
      return graphwalkSpec(spec, rest, o);
    case 'maze':
      return mazeSpec(spec, rest, o);
    case 'complexgraph':
      return complexGraphSpec(spec, rest, o);
    default:
      throw new GrrafError('config', `unknown dataset "${spec}"; use one of: ${DATASET_KINDS.join(', ')}`, {
        field: 'dataset',
      });
  }
}

/** `graphwalk:<preset>[:seed=N,graphs=M,templates=a/b,per-template=K]`. */
function graphwalkSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
  const { name, opts } = nameAndOptions(spec, rest);
  known(spec, opts, ['seed', 'graphs', 'templates', 'per-template']);
  const seed = int(spec, opts, 'seed');
  const graphs = int(spec, opts, 'graphs');
  const perTemplate = int(spec, opts, 'per-template');
  return graphwalkDataset(spec, {
    preset: name || 'main',
    ...(seed === undefined ? {} : { seed }),
    ...(graphs === undefined ? {} : { graphs }),
    ...(perTemplate === undefined ? {} : { perTemplate }),
    ...(opts.templates ? { templates: opts.templates.split('/').filter(Boolean) } : {}),
    ...(o.tasks ? { tasks: o.tasks } : {}),
  });
}

/** `maze:<size>[:seed=N,count=M,walls=0.5,min-path=15]`. */
function mazeSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
  const { name, opts } = nameAndOptions(spec, rest);
  known(spec, opts, ['seed', 'count', 'walls', 'min-path']);
  const size = name === '' ? 10 : Number(name.replace(/x\d+$/, ''));
  if (!Number.isInteger(size) || size < 2 || (name.includes('x') && name !== `${size}x${size}`)) {
    throw new GrrafError(
      'config',
      `maze size must be an integer ≥ 2 (a square side, e.g. maze:10) in "${spec}"`,
      {
        field: 'dataset',
      },
    );
  }
  const seed = int(spec, opts, 'seed');
  const count = int(spec, opts, 'count');
  const wallRatio = num(spec, opts, 'walls');
  const minPathLength = int(spec, opts, 'min-path');
  return mazeDataset(spec, {
    size,
    ...(seed === undefined ? {} : { seed }),
    ...(count === undefined ? {} : { count }),
    ...(wallRatio === undefined ? {} : { wallRatio }),
    ...(minPathLength === undefined ? {} : { minPathLength }),
    ...(o.tasks ? { tasks: o.tasks } : {}),
  });
}

/** `complexgraph:<S|L|C>[:seed=N,per-task=M,variants=a/b,nodes=lo/hi]`. */
function complexGraphSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
  const { name, opts } = nameAndOptions(spec, rest);
  const split = name.trim().toUpperCase();
  if (split !== 'S' && split !== 'L' && split !== 'C') {
    throw new GrrafError(
      'config',
      `complexgraph needs a split: complexgraph:S, complexgraph:L or complexgraph:C (got "${spec}")`,
      { field: 'dataset' },
    );
  }
  known(spec, opts, ['seed', 'per-task', 'variants', 'nodes']);
  const variants = opts.variants?.split('/').map((v) => v.trim());
  const bad = variants?.find((v) => !(VARIANTS as readonly string[]).includes(v));
  if (bad !== undefined) {
    throw new GrrafError(
      'config',
      `unknown wording "${bad}" in "${spec}"; wordings: ${VARIANTS.join(', ')}`,
      {
        field: 'dataset',
      },
    );
  }
  const nodes = opts.nodes?.split('/').map(Number);
  if (nodes && (nodes.length !== 2 || nodes.some((n) => !Number.isInteger(n)))) {
    throw new GrrafError('config', `nodes must be two integers lo/hi in "${spec}"`, { field: 'dataset' });
  }
  const seed = int(spec, opts, 'seed');
  const perTask = int(spec, opts, 'per-task');
  const dataset = complexGraphDataset({
    split,
    ...(seed === undefined ? {} : { seed }),
    ...(perTask === undefined ? {} : { perTask }),
    ...(variants ? { variants: variants as Variant[] } : {}),
    ...(nodes ? { nodeRange: nodes as [number, number] } : {}),
    ...(o.tasks?.length ? { tasks: o.tasks } : {}),
  });
  return { ...dataset, name: spec };
}
