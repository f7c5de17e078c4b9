import { describe, expect, it } from 'vitest';
import type { BenchResult } from '../types.js';
import { graphskillSections } from './graphskill-markdown.js';
import { graphskillSummary, splitOf } from './graphskill-summary.js';

const details = (over: Record<string, string | number | boolean>) => ({
  path: 'first-try',
  retrieval: 'hierarchical',
  tests: true,
  debug: true,
  maxDebugRounds: 3,
  language: 'js',
  tree: 'grraf',
  documents: '',
  documentCount: 0,
  retrievalCalls: 0,
  retrievalTokensIn: 0,
  retrievalTokensOut: 0,
  testsUsable: 0,
  testsDropped: 0,
  testsPassed: 0,
  testsTotal: 0,
  debugRounds: 0,
  reused: false,
  ...over,
});

const result = (id: string, task: string, correct: boolean, d: BenchResult['details']): BenchResult => ({
  id,
  task,
  nodes: 10,
  edges: 20,
  answer: 1,
  truth: { kind: 'integer', value: 1 },
  scoredAgainst: 'computed',
  correct,
  tokensIn: 100,
  tokensOut: 10,
  ms: 10,
  modelMs: 5,
  trace: `traces/${id}.json`,
  path: 'first-try',
  loopExecError: false,
  loopTimeout: false,
  details: d,
});

const flow = 'maximum_flow/directed/weighted';
const results = [
  result('cgS-maximum_flow-dw-0-plain', flow, true, {
    ...details({ documents: 'maximumFlowValue, G.neighbors', testsPassed: 6, testsTotal: 8, debugRounds: 2 }),
    retrievalCalls: 4,
    retrievalTokensIn: 1000,
    retrievalTokensOut: 20,
  }),
  result(
    'cgS-maximum_flow-dw-1-plain',
    flow,
    false,
    details({ reused: true, path: 'reused', testsPassed: 6, testsTotal: 8 }),
  ),
  result('cgC-scc_and_diameter_nested-du-0-plain', 'scc_and_diameter_nested/directed/unweighted', true, {
    ...details({ documents: 'stronglyConnectedComponents', retrieval: 'tfidf', retrievalCalls: 0 }),
  }),
  result('other', 'shortest', true, { path: 'first-try', repairs: 0 }),
];

describe('the GraphSkill report section', () => {
  const g = graphskillSummary(results)!;

  it('groups GraphSkill results by task and split, counting tests and rounds over compiled questions', () => {
    expect(g.rows.map((r) => [r.task, r.split, r.questions, r.compiled, r.reused])).toEqual([
      [flow, 'S', 2, 1, 1],
      ['scc_and_diameter_nested/directed/unweighted', 'C', 1, 1, 0],
    ]);
    const [f, c] = g.rows;
    expect(f).toMatchObject({
      accuracy: 0.5,
      testsPassed: 6,
      testsTotal: 8,
      untested: 0,
      meanDebugRounds: 2,
    });
    expect(c).toMatchObject({ testsTotal: 0, untested: 1 });
    expect(g.total).toMatchObject({ questions: 3, compiled: 2, reused: 1, retrievalScored: 2 });
    expect(g.settings).toEqual([
      'retrieval hierarchical over the grraf tree · tests on · debugging on, k = 3 · js',
      'retrieval tfidf over the grraf tree · tests on · debugging on, k = 3 · js',
    ]);
  });

  it('scores the retrieved documents against the task’s gold', () => {
    const [f, c] = g.rows;
    // maximum_flow's gold is one item (maximumFlowValue or maximumFlow); G.neighbors is noise.
    expect([f!.precision, f!.recall]).toEqual([0.5, 1]);
    expect(f!.f1).toBeCloseTo((2 * 0.5 * 1) / 1.5, 10);
    // scc_and_diameter_nested needs stronglyConnectedComponents and diameter: one of two found.
    expect([c!.precision, c!.recall]).toEqual([1, 0.5]);
    expect(f).toMatchObject({ meanRetrievalCalls: 4, meanRetrievalTokensIn: 1000 });
  });

  it('renders a table, and nothing without GraphSkill results', () => {
    const md = graphskillSections(g).join('\n');
    expect(md).toContain('## GraphSkill');
    expect(md).toContain(
      `| ${flow} | S | 2 | 50.0% (1) | 1 | 1 | 6/8 (75.0%) | 0 | 2.00 | 0.500 | 1.000 | 0.667 |`,
    );
    expect(graphskillSummary(results.slice(3))).toBeUndefined();
    expect(graphskillSections(undefined)).toEqual([]);
    expect(splitOf('cgL-diameter-uu-0-plain')).toBe('L');
  });
});
