/** What every ComplexGraph truth rule shares: its shape, its arguments, original ids. */
import { type AnyGraph, originalId } from '../../../../algorithms/index.js';
import { GrrafError } from '../../../../errors.js';
import type { NodeId } from '../../../../graph/model.js';
import type { TaskArgs } from '../catalog.js';
import type { ComplexTruth, TruthInput } from '../truth.js';

/** A task's truth for one question, on its graph as graphology. */
export type Rule = (q: TruthInput, G: AnyGraph) => ComplexTruth;

/** The graph key of a node argument; a located 'validation' error when it is missing or unknown. */
export function nodeArg(q: TruthInput, G: AnyGraph, key: 'source' | 'target' | 'node'): string {
  const v = q.args[key];
  if (v === undefined) throw new GrrafError('validation', `${q.task} needs a ${key} node`, { field: key });
  if (!G.hasNode(String(v))) {
    throw new GrrafError('validation', `${q.task}: ${key} node ${v} is not in the graph`, { field: key });
  }
  return String(v);
}

/** A numeric argument (k); a located 'validation' error when it is missing or not a positive integer. */
export function countArg(q: TruthInput, key: keyof TaskArgs): number {
  const v = q.args[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    throw new GrrafError('validation', `${q.task} needs a positive integer ${key}`, { field: key });
  }
  return v;
}

/** The dataset id of a graph key. */
export const idOf = (G: AnyGraph, key: string) => originalId(G, key) as NodeId;

/** A yes/no truth. */
export const yesNo = (value: boolean): ComplexTruth => ({ kind: 'yes-no', value });
/** An integer truth. */
export const integer = (value: number): ComplexTruth => ({ kind: 'integer', value });
/** A real-number truth. */
export const real = (value: number): ComplexTruth => ({ kind: 'real', value });
