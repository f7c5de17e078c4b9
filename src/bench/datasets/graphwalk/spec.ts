/** The `graphwalk:` spec form (datasets/registry.ts). */
import { GrrafError } from '../../../errors.js';
import type { Dataset, DatasetOptions } from '../dataset.js';
import { int, known, nameAndOptions } from '../spec-options.js';
import { graphwalkDataset } from './bench-dataset.js';

/**
 * `graphwalk:<preset>[:seed=N,graphs=M,templates=a/b,per-template=K,conventions=false]`. The
 * dataset is named by its spec with `conventions` always written out, so a run's run.json says
 * whether the conventions were passed (runs recorded before the option existed name none: they
 * ran without).
 */
export function graphwalkFromSpec(spec: string, rest: string, o: DatasetOptions): Dataset {
  const { name, opts } = nameAndOptions(spec, rest);
  known(spec, opts, ['seed', 'graphs', 'templates', 'per-template', 'conventions']);
  const seed = int(spec, opts, 'seed');
  const graphs = int(spec, opts, 'graphs');
  const perTemplate = int(spec, opts, 'per-template');
  const conventions = flag(spec, opts, 'conventions') ?? true;
  return graphwalkDataset(withConventions(spec, opts, conventions), {
    preset: name || 'main',
    conventions,
    ...(seed === undefined ? {} : { seed }),
    ...(graphs === undefined ? {} : { graphs }),
    ...(perTemplate === undefined ? {} : { perTemplate }),
    ...(opts.templates ? { templates: opts.templates.split('/').filter(Boolean) } : {}),
    ...(o.tasks ? { tasks: o.tasks } : {}),
  });
}

/** True when a `graphwalk:` dataset name (a run's run.json `dataset`) passed the conventions. */
export function passesConventions(dataset: string): boolean {
  return /[:,]conventions=true(?:,|$)/.test(dataset);
}

/** `true` / `false`, or undefined when absent. */
function flag(spec: string, opts: Record<string, string>, key: string): boolean | undefined {
  const v = opts[key];
  if (v === undefined) return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new GrrafError('config', `${key} must be true or false in "${spec}", got "${v}"`, {
    field: 'dataset',
  });
}

/** The spec with `conventions=<value>` written out when it was left to the default. */
function withConventions(spec: string, opts: Record<string, string>, conventions: boolean): string {
  if (opts.conventions !== undefined) return spec;
  const joiner = Object.keys(opts).length > 0 ? ',' : spec.endsWith(':') ? '' : ':';
  return `${spec}${joiner}conventions=${conventions}`;
}
