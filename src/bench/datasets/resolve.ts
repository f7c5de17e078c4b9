/**
 * Turns a `--dataset` spec into a dataset:
 *   graphinstruct:<dir>             a directory of GraphInstruct <task>.jsonl files
 *   gtools:<dir>                    a GTools sample directory (WL_sample/ or EL_sample/)
 *   generated[:seed=N,per-task=M]   GRRAF's ten tasks, seeded (default seed 1, 100 per task)
 *   scaling[:seed=N,per-size=M,sizes=100/200]   shortest path on 100 … 10,000 nodes
 */
import { GrrafError } from '../../errors.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { generatedDataset, SCALING_SIZES, scalingDataset } from './generate/generated.js';
import { loadGraphInstruct } from './graphinstruct.js';
import { loadGTools } from './gtools.js';

/** The kinds of dataset spec, for help texts. */
export const DATASET_KINDS = [
  'graphinstruct:<dir>',
  'gtools:<dir>',
  'generated[:seed=N,per-task=M]',
  'scaling[:seed=N,per-size=M,sizes=100/200]',
];

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

/** Loads or generates the dataset named by `spec`. */
export async function resolveDataset(spec: string, o: DatasetOptions = {}): Promise<Dataset> {
  const i = spec.indexOf(':');
  const kind = i < 0 ? spec : spec.slice(0, i);
  const rest = i < 0 ? '' : spec.slice(i + 1);
  switch (kind) {
    case 'graphinstruct':
      if (!rest)
        throw new GrrafError('config', 'graphinstruct needs a directory: graphinstruct:<dir>', {
          field: 'dataset',
        });
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
    default:
      throw new GrrafError('config', `unknown dataset "${spec}"; use one of: ${DATASET_KINDS.join(', ')}`, {
        field: 'dataset',
      });
  }
}
