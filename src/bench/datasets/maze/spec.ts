/** The `maze:` spec form (datasets/registry.ts). */
import { GrrafError } from '../../../errors.js';
import type { Dataset, DatasetOptions } from '../dataset.js';
import { int, known, nameAndOptions, num } from '../spec-options.js';
import { mazeDataset } from './bench-dataset.js';

/** `maze:<size>[:seed=N,count=M,walls=0.5,min-path=15]`. */
export function mazeFromSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
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
