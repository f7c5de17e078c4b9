import { describe, expect, it } from 'vitest';
import { hasCycle, hasEulerianPath, isConnected, maximumIndependentSet } from '../../../algorithms/index.js';
import { GrrafError } from '../../../errors.js';
import { toGraphology } from '../../../graph/graphology.js';
import { PRIMITIVE_TASKS } from './catalog.js';
import { FAMILIES } from './graph/families.js';
import { STRUCTURES, type Structure } from './graph/structure.js';
import { plansOf } from './plans.js';
import { type ComplexGraphQuestion, complexGraphQuestions } from './questions.js';
import { complexTruth } from './truth.js';

const SMALL: [number, number] = [3, 40];

/** The structure class of a question's graph, measured with the library. */
function measuredClass(q: ComplexGraphQuestion): Structure {
  const G = toGraphology(q.graph!);
  return `${isConnected(G) ? 'connected' : 'disconnected'}-${hasCycle(G) ? 'cyclic' : 'acyclic'}` as Structure;
}

const count = <T>(items: T[]) => items.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<T, number>());

describe('ComplexGraph questions', () => {
  const S = complexGraphQuestions({ split: 'S', seed: 3, perTask: 8, nodeRange: SMALL });

  it('are reproducible from their seed and change with it', () => {
    const again = complexGraphQuestions({ split: 'S', seed: 3, perTask: 8, nodeRange: SMALL });
    expect(again).toEqual(S);
    const other = complexGraphQuestions({ split: 'S', seed: 4, perTask: 8, nodeRange: SMALL });
    expect(other.map((q) => q.graph)).not.toEqual(S.map((q) => q.graph));
  });

  it('do not change when other tasks are filtered out', () => {
    const only = complexGraphQuestions({
      split: 'S',
      seed: 3,
      perTask: 8,
      nodeRange: SMALL,
      tasks: ['maximum_flow'],
    });
    expect(only).toEqual(S.filter((q) => q.taskName === 'maximum_flow'));
    const one = complexGraphQuestions({
      split: 'S',
      seed: 3,
      perTask: 8,
      nodeRange: SMALL,
      tasks: ['clustering/directed/weighted'],
    });
    expect(one).toEqual(S.filter((q) => q.task === 'clustering/directed/weighted'));
  });

  it('cover every primitive task and setting, with unique ids, parameters that name nodes of the graph', () => {
    const settings = PRIMITIVE_TASKS.reduce((a, t) => a + t.settings.length, 0);
    expect(S.length).toBe(settings * 8);
    expect(new Set(S.map((q) => q.id)).size).toBe(S.length);
    for (const q of S) {
      const ids = new Set(q.graph!.nodes.map((n) => n.id));
      for (const key of ['source', 'target', 'node'] as const) {
        if (q.args[key] !== undefined) {
          expect(ids.has(q.args[key]!)).toBe(true);
          expect(q.question).toContain(`= ${q.args[key]}`);
        }
      }
      expect(q.graph!.nodes.length).toBeGreaterThanOrEqual(3);
      expect(q.graph!.directed).toBe(q.setting.startsWith('directed'));
      expect(q.graph!.edges.every((e) => (e.weight !== undefined) === q.setting.endsWith('/weighted'))).toBe(
        true,
      );
    }
  });

  it('balance structure classes (and families) equally where the task has no planned answer', () => {
    for (const spec of PRIMITIVE_TASKS) {
      for (const setting of spec.settings) {
        const plans = plansOf(spec.name, setting);
        if (plans.some((p) => p.target !== undefined)) continue;
        const qs = S.filter((q) => q.task === `${spec.name}/${setting}`);
        const classes = count(qs.map(measuredClass));
        const expected = new Map(plans.map((p) => [p.structure, qs.length / plans.length]));
        expect([spec.name, setting, classes]).toEqual([spec.name, setting, expected]);
        if (!setting.startsWith('directed') && plans.length === STRUCTURES.length) {
          expect(new Set(qs.map((q) => q.family))).toEqual(new Set(FAMILIES));
        }
      }
    }
  });

  it('balance yes and no half and half on every yes/no task', () => {
    const yesNo = S.filter((q) => q.truth.kind === 'yes-no');
    for (const task of new Set(yesNo.map((q) => q.task))) {
      const qs = yesNo.filter((q) => q.task === task);
      const yes = qs.filter((q) => q.truth.kind === 'yes-no' && q.truth.value).length;
      expect([task, qs.length, yes]).toEqual([task, 8, 4]);
    }
  });

  it('balance the branches of the conditional composites (Euler path or not; connected or not)', () => {
    const C = complexGraphQuestions({ split: 'C', seed: 3, perTask: 8, nodeRange: SMALL });
    for (const task of ['scc_and_eulerian_feasibility', 'shortest_path_and_eular_tour']) {
      const euler = C.filter((q) => q.taskName === task).map((q) => hasEulerianPath(toGraphology(q.graph!)));
      expect([task, euler.filter(Boolean).length]).toEqual([task, 4]);
    }
    const connected = C.filter((q) => q.taskName === 'largest_component_and_diameter').map((q) =>
      isConnected(toGraphology(q.graph!)),
    );
    expect(connected.filter(Boolean).length).toBe(4);
  });

  it('ask each instance in every requested wording, on the same graph', () => {
    const qs = complexGraphQuestions({
      split: 'C',
      seed: 2,
      perTask: 1,
      nodeRange: SMALL,
      tasks: ['pair_tightness_score'],
      variants: ['plain', 'no_term', 'real_world_case1', 'real_world_case2'],
    });
    // Composite tasks have one real-world wording: case 2 is skipped.
    expect(qs.map((q) => q.variant)).toEqual(['plain', 'no_term', 'real_world_case1']);
    expect(new Set(qs.map((q) => JSON.stringify(q.graph))).size).toBe(1);
    expect(new Set(qs.map((q) => q.question)).size).toBe(3);
  });

  it('draw smaller graphs when an exact independent-set search would exceed its budget', () => {
    const qs = complexGraphQuestions({
      split: 'S',
      seed: 8,
      perTask: 4,
      nodeRange: [60, 60],
      budget: 30,
      tasks: ['maximum_independent_set'],
    });
    for (const q of qs) {
      expect(q.truth).toEqual({
        kind: 'integer',
        value: maximumIndependentSet(toGraphology(q.graph!)).length,
      });
    }
    expect(Math.min(...qs.map((q) => q.graph!.nodes.length))).toBeLessThan(60);
  });

  it('refuse an unknown split, task or wording and an unusable node range, naming the option', () => {
    expect(() => complexGraphQuestions({ split: 'X' as 'S' })).toThrow(/field split/);
    expect(() => complexGraphQuestions({ split: 'S', tasks: ['cycle'] })).toThrow(
      /unknown ComplexGraph task cycle/,
    );
    expect(() => complexGraphQuestions({ split: 'S', variants: ['formal' as 'plain'] })).toThrow(
      /field variants/,
    );
    expect(() => complexGraphQuestions({ split: 'S', nodeRange: [2, 10] })).toThrow(GrrafError);
    // A task of the other split is known: it just has no questions here.
    expect(complexGraphQuestions({ split: 'S', tasks: ['pair_tightness_score'] })).toEqual([]);
  });
});

describe("directed is_regular's wordings", () => {
  it('read regular as equal in- and out-degrees, except the real-world ones (equal total degree)', () => {
    // Every node has total degree 2, but 0 and 2 only send and 1 and 3 only receive.
    const graph = {
      directed: true,
      nodes: [0, 1, 2, 3].map((id) => ({ id, labels: [], properties: {} })),
      edges: [
        [0, 1],
        [0, 3],
        [2, 1],
        [2, 3],
      ].map(([source, target]) => ({ source: source!, target: target!, properties: {} })),
    };
    const truth = (variant: 'plain' | 'real_world_case2') =>
      complexTruth({ task: 'is_regular', setting: 'directed/unweighted', variant, graph, args: {} });
    expect(truth('plain')).toEqual({ kind: 'yes-no', value: false });
    expect(truth('real_world_case2')).toEqual({ kind: 'yes-no', value: true });
  });
});
