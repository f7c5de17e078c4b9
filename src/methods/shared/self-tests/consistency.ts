/**
 * Inconsistent labels: the same input (the same graph and inputs, however the model wrote them)
 * labeled with answers that do not match is a sign the model's reasoning slipped on at least one
 * of them, and nothing says which — every copy is dropped. Copies that agree are kept once.
 */
import type { GraphData } from '../../../graph/model.js';
import { answersMatch } from './compare.js';
import type { DroppedCase, SelfTestCase } from './self-test.js';

/** The cases left after removing inconsistent and repeated ones, and what was removed. */
export function dropInconsistent(cases: readonly SelfTestCase[]): {
  cases: SelfTestCase[];
  dropped: DroppedCase[];
} {
  const groups = new Map<string, SelfTestCase[]>();
  for (const c of cases) {
    const key = inputKey(c);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const kept: SelfTestCase[] = [];
  const dropped: DroppedCase[] = [];
  for (const group of groups.values()) {
    const [first, ...rest] = group as [SelfTestCase, ...SelfTestCase[]];
    const agree = rest.every((c) => answersMatch(first.expected, c.expected, first.unordered || c.unordered));
    if (!agree) {
      const numbers = group.map((c) => c.number).join(', ');
      for (const c of group) {
        dropped.push({
          number: c.number,
          reason: `cases ${numbers} have the same input but different labels`,
        });
      }
      continue;
    }
    kept.push(first);
    for (const c of rest) dropped.push({ number: c.number, reason: `repeats case ${first.number}` });
  }
  kept.sort((a, b) => a.number - b.number);
  dropped.sort((a, b) => a.number - b.number);
  return { cases: kept, dropped };
}

/** The case's input in one canonical string: node set, edges (undirected ends sorted), inputs. */
export function inputKey(c: Pick<SelfTestCase, 'graph' | 'params'>): string {
  const params = Object.keys(c.params)
    .sort()
    .map((k) => [k, String(c.params[k])]);
  return JSON.stringify({ graph: graphKey(c.graph), params });
}

function graphKey(g: GraphData): unknown {
  const nodes = g.nodes.map((n) => String(n.id)).sort();
  const edges = g.edges
    .map((e) => {
      let [s, t] = [String(e.source), String(e.target)];
      if (!g.directed && s > t) [s, t] = [t, s];
      return `${s}>${t}:${e.weight ?? ''}`;
    })
    .sort();
  return { directed: g.directed, nodes, edges };
}
