/**
 * Reference truths of the ComplexGraph tasks, computed with the algorithm library (and the
 * reference implementations in ./reference where it has no such function), each following its
 * statement's definition. The truth kinds extend the bench's shared Truth with what these tasks
 * answer: a clique (any maximum one is right), a multiset of integers, a ranking with ties, node
 * groups in order, a single node.
 */
import { GrrafError } from '../../../errors.js';
import { toGraphology } from '../../../graph/graphology.js';
import type { GraphData, NodeId } from '../../../graph/model.js';
import type { Setting, TaskArgs, Variant } from './catalog.js';
import { TASKS } from './catalog.js';
import { COMPOSITE_RULES } from './rules/composite.js';
import { PRIMITIVE_RULES } from './rules/primitive.js';
import type { Rule } from './rules/rule.js';

/** What a correct answer to a ComplexGraph question is. */
export type ComplexTruth =
  | { kind: 'yes-no'; value: boolean }
  | { kind: 'integer'; value: number }
  | { kind: 'real'; value: number }
  | { kind: 'path-length'; value: number; source: NodeId; target: NodeId }
  | { kind: 'set'; value: NodeId[] }
  /** Any clique of `size` nodes is right; `example` is one. */
  | { kind: 'clique'; size: number; example: NodeId[] }
  /** The list in any order (the statement's "component enumeration" order is the library's). */
  | { kind: 'integer-multiset'; value: number[] }
  /** `value` in order; position i may hold any node of `tiedWith[i]` (equal scores). */
  | { kind: 'ranking'; value: { node: NodeId; score: number }[]; tiedWith: NodeId[][] }
  /** Groups in order; any order inside a group (nodes at the same distance). */
  | { kind: 'node-groups'; value: NodeId[][] }
  | { kind: 'node'; value: NodeId };

declare module '../../types.js' {
  /** ComplexGraph's truth kinds join the bench's (types.ts BenchTruth). */
  interface DatasetTruths {
    complexgraph: ComplexTruth;
  }
}

/** Everything a truth depends on. */
export interface TruthInput {
  task: string;
  setting: Setting;
  variant: Variant;
  graph: GraphData;
  args: TaskArgs;
  /** Step budget of the exact clique / independent-set searches (default: exact-clique's). */
  budget?: number;
}

const RULES: Record<string, Rule> = { ...PRIMITIVE_RULES, ...COMPOSITE_RULES };

/**
 * The truth of one question. Throws a GrrafError when the task is unknown or the instance has no
 * well-defined answer (e.g. two largest components with different diameters), and exact-clique's
 * BudgetExceeded when an exact search would take too long.
 */
export function complexTruth(input: TruthInput): ComplexTruth {
  const rule = RULES[input.task];
  if (!rule || !TASKS.get(input.task)?.settings.includes(input.setting)) {
    throw new GrrafError('not-found', `no ComplexGraph task ${input.task} on ${input.setting} graphs`, {
      field: 'task',
    });
  }
  return rule(input, toGraphology(input.graph));
}
