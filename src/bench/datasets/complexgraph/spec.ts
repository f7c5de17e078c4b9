/** The `complexgraph:` spec form (datasets/registry.ts). */
import { GrrafError } from '../../../errors.js';
import type { Dataset, DatasetOptions } from '../dataset.js';
import { int, known, nameAndOptions } from '../spec-options.js';
import { VARIANTS, type Variant } from './catalog.js';
import { complexGraphDataset } from './questions.js';

/** `complexgraph:<S|L|C>[:seed=N,per-task=M,variants=a/b,nodes=lo/hi]`. */
export function complexGraphFromSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
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
