/** The `graphwalk:` spec form (datasets/registry.ts). */
import type { Dataset, DatasetOptions } from '../dataset.js';
import { int, known, nameAndOptions } from '../spec-options.js';
import { graphwalkDataset } from './bench-dataset.js';

/** `graphwalk:<preset>[:seed=N,graphs=M,templates=a/b,per-template=K]`. */
export function graphwalkFromSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
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
