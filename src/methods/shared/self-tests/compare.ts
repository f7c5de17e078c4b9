/**
 * Does a program's answer match a test case's label? Labels come from a model's reasoning and
 * answers from code, so equal values may be spelled differently: yes/no vs booleans, "3" vs 3,
 * 0.33 vs 1/3 (numbers agree to two decimals, as GraphSkill's evaluation rounds floats), node ids
 * as strings or numbers, and lists in any order when the case says order does not matter.
 */
import type { AnswerValue } from '../../solution.js';

/** Largest difference at which two numbers count as equal (two decimals). */
export const NUMBER_TOLERANCE = 0.005;

/** True when `actual` is the answer `expected` describes. */
export function answersMatch(
  expected: AnswerValue,
  actual: AnswerValue | undefined,
  unordered = false,
): boolean {
  if (actual === undefined) return false;
  const e = scalar(expected);
  const a = scalar(actual);
  if (e !== undefined || a !== undefined) return e !== undefined && a !== undefined && scalarsMatch(e, a);
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual) || expected.length !== actual.length) return false;
    return unordered ? sameMultiset(expected, actual) : expected.every((x, i) => answersMatch(x, actual[i]!));
  }
  const eo = expected as Record<string, AnswerValue>;
  const ao = actual as Record<string, AnswerValue>;
  const keys = Object.keys(eo);
  return keys.length === Object.keys(ao).length && keys.every((k) => k in ao && answersMatch(eo[k]!, ao[k]!));
}

type Scalar =
  | { kind: 'bool'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string };

/** A scalar read leniently: yes/no and true/false as booleans, numeric text as numbers. */
function scalar(v: AnswerValue): Scalar | undefined {
  if (v === null) return { kind: 'text', value: 'null' };
  if (typeof v === 'boolean') return { kind: 'bool', value: v };
  if (typeof v === 'number') return { kind: 'number', value: v };
  if (typeof v !== 'string') return undefined;
  const t = v.trim().toLowerCase();
  if (t === 'yes' || t === 'true') return { kind: 'bool', value: true };
  if (t === 'no' || t === 'false') return { kind: 'bool', value: false };
  if (t !== '' && Number.isFinite(Number(t))) return { kind: 'number', value: Number(t) };
  if (t === 'inf' || t === 'infinity') return { kind: 'number', value: Number.POSITIVE_INFINITY };
  return { kind: 'text', value: t };
}

function scalarsMatch(e: Scalar, a: Scalar): boolean {
  if (e.kind !== a.kind) return false;
  if (e.kind === 'number' && a.kind === 'number') {
    if (e.value === a.value) return true;
    const scale = Math.max(1, Math.abs(e.value), Math.abs(a.value));
    return Math.abs(e.value - a.value) <= Math.max(NUMBER_TOLERANCE, 1e-9 * scale);
  }
  return e.value === a.value;
}

/** Every element of `a` pairs with a distinct matching element of `b`. */
function sameMultiset(a: AnswerValue[], b: AnswerValue[]): boolean {
  const left = [...b];
  for (const x of a) {
    const i = left.findIndex((y) => answersMatch(x, y));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}
