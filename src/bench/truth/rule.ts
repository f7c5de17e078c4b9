/** What every truth rule shares: its shape, its node parameters and its two simple answers. */
import type { AnyGraph } from '../../algorithms/common.js';
import { GrrafError } from '../../errors.js';
import type { NodeId } from '../../graph/model.js';
import type { BenchQuestion, BenchTruth, Truth } from '../types.js';

/** A task's truth for a question, on its graph as graphology. */
export type Rule<T extends BenchTruth = Truth> = (q: BenchQuestion, G: AnyGraph) => T;

/** The question's `name` node; a 'validation' error when the question names none. */
export function param(q: BenchQuestion, name: 'source' | 'target' | 'node'): NodeId {
  const v = q.params?.[name];
  if (v === undefined)
    throw new GrrafError('validation', `the question names no ${name} node`, { field: name });
  return v;
}

/** Original ids of graph keys (GraphInstruct ids are numbers). */
export function ids(G: AnyGraph, keys: string[]): NodeId[] {
  return keys.map((k) => G.getNodeAttribute(k, 'id') as NodeId);
}

export const yes = (value: boolean): Truth => ({ kind: 'yes-no', value });
export const num = (value: number): Truth => ({ kind: 'number', value });
