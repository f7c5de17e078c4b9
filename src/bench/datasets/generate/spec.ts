/** The `generated` and `scaling` spec forms (datasets/registry.ts). */
import { GrrafError } from '../../../errors.js';
import type { Dataset, DatasetOptions } from '../dataset.js';
import { int, options } from '../spec-options.js';
import { generatedDataset, SCALING_SIZES, scalingDataset } from './generated.js';

/** `generated[:seed=N,per-task=M]`. */
export function generatedFromSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
  const opts = options(spec, rest);
  return generatedDataset({
    seed: int(spec, opts, 'seed'),
    perTask: int(spec, opts, 'per-task'),
    tasks: o.tasks,
  });
}

/** `scaling[:seed=N,per-size=M,sizes=100/200]`. */
export function scalingFromSpec(spec: string, rest: string, _o: DatasetOptions): Dataset {
  const opts = options(spec, rest);
  const sizes = opts.sizes ? opts.sizes.split('/').map(Number) : SCALING_SIZES;
  if (sizes.some((n) => !Number.isInteger(n) || n < 2)) {
    throw new GrrafError('config', `sizes must be integers ≥ 2 separated by / in "${spec}"`, {
      field: 'dataset',
    });
  }
  return scalingDataset({ seed: int(spec, opts, 'seed'), perSize: int(spec, opts, 'per-size'), sizes });
}
