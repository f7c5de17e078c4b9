/**
 * Reading a `--dataset` spec's options (`kind:name:key=value,...`): the helpers every dataset's
 * spec reader shares, with the errors that name the spec and the field.
 */
import { GrrafError } from '../../errors.js';

/** `k=v,...` as a record. */
export function options(spec: string, rest: string): Record<string, string> {
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
export function known(spec: string, o: Record<string, string>, keys: string[]): Record<string, string> {
  for (const key of Object.keys(o)) {
    if (!keys.includes(key)) {
      throw new GrrafError('config', `unknown option "${key}" in "${spec}"; it takes: ${keys.join(', ')}`, {
        field: 'dataset',
      });
    }
  }
  return o;
}

export function num(spec: string, o: Record<string, string>, key: string): number | undefined {
  if (o[key] === undefined) return undefined;
  const n = Number(o[key]);
  if (!Number.isFinite(n)) {
    throw new GrrafError('config', `${key} must be a number in "${spec}"`, { field: 'dataset' });
  }
  return n;
}

/** `<name>[:k=v,...]` after a kind: the name (may be empty) and the options. */
export function nameAndOptions(spec: string, rest: string): { name: string; opts: Record<string, string> } {
  const i = rest.indexOf(':');
  const head = i < 0 ? rest : rest.slice(0, i);
  // `graphwalk:seed=2` has options and no name.
  if (head.includes('=')) return { name: '', opts: options(spec, rest) };
  return { name: head, opts: options(spec, i < 0 ? '' : rest.slice(i + 1)) };
}

export function int(spec: string, o: Record<string, string>, key: string): number | undefined {
  if (o[key] === undefined) return undefined;
  const n = Number(o[key]);
  if (!Number.isInteger(n) || n < 0) {
    throw new GrrafError('config', `${key} must be a non-negative integer in "${spec}"`, {
      field: 'dataset',
    });
  }
  return n;
}
