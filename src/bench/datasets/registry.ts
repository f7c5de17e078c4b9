/**
 * The datasets, by spec kind: the only list of them, shaped like the method registry
 * (methods/registry.ts). `--dataset` help texts read the usage lines; resolve.ts finds a spec's
 * kind here. A dataset is its folder plus one entry here; the folder is loaded only when a spec
 * names it, so `grraf --help` and every command's start-up load none of them.
 */
import type { TruthScorers } from '../scoring/score.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { GRAPHWALK_PRESET_NAMES } from './graphwalk/presets.js';

/** Reads a spec: the whole spec (for messages), what follows `kind:`, and the run's options. */
export type DatasetFromSpec = (spec: string, rest: string, o: DatasetOptions) => Dataset | Promise<Dataset>;

/** One registered dataset. */
export interface DatasetEntry {
  /** What a spec starts with: `complexgraph` in `complexgraph:S`. */
  kind: string;
  /** The spec form, for help texts and errors. */
  usage: string;
  load(): Promise<DatasetFromSpec>;
  /** Scorers of the truth kinds only this dataset's questions carry, by kind (scoring/score.ts). */
  scorers?(): Promise<TruthScorers>;
}

const DATASETS: readonly DatasetEntry[] = [
  {
    kind: 'graphinstruct',
    usage: 'graphinstruct:<dir>',
    load: async () => (await import('./directory-specs.js')).graphInstructFromSpec,
  },
  {
    kind: 'gtools',
    usage: 'gtools:<dir>',
    load: async () => (await import('./directory-specs.js')).gtoolsFromSpec,
  },
  {
    kind: 'generated',
    usage: 'generated[:seed=N,per-task=M]',
    load: async () => (await import('./generate/spec.js')).generatedFromSpec,
  },
  {
    kind: 'scaling',
    usage: 'scaling[:seed=N,per-size=M,sizes=100/200]',
    load: async () => (await import('./generate/spec.js')).scalingFromSpec,
  },
  {
    kind: 'graphwalk',
    usage: `graphwalk:<${GRAPHWALK_PRESET_NAMES.join('|')}>[:seed=N,graphs=M,templates=a/b,per-template=K,conventions=false]`,
    load: async () => (await import('./graphwalk/spec.js')).graphwalkFromSpec,
  },
  {
    kind: 'maze',
    usage: 'maze:<size>[:seed=N,count=M,walls=0.5,min-path=15]',
    load: async () => (await import('./maze/spec.js')).mazeFromSpec,
  },
  {
    kind: 'complexgraph',
    usage: 'complexgraph:<S|L|C>[:seed=N,per-task=M,variants=a/b,nodes=lo/hi]',
    load: async () => (await import('./complexgraph/spec.js')).complexGraphFromSpec,
    scorers: async () => (await import('./complexgraph/scoring.js')).COMPLEX_SCORERS,
  },
];

/** Every form `--dataset` accepts. */
export const DATASET_KINDS: readonly string[] = DATASETS.map((d) => d.usage);

/** The dataset a spec's kind names, or undefined. */
export function findDataset(kind: string): DatasetEntry | undefined {
  return DATASETS.find((d) => d.kind === kind);
}
