import { describe, expect, it } from 'vitest';
import type { RunMeta } from '../run/run-bench.js';
import type { BenchResult } from '../types.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';
import { summarize } from './summary.js';

const meta: RunMeta = {
  version: 1,
  method: 'grraf',
  model: 'openai:gpt-4o',
  dataset: 'scaling',
  datasetDescription: 'test',
  unreliableLabels: ['hamilton'],
  truthSource: 'computed',
  scoring: 'typed',
  concurrency: 1,
  questions: 4,
  settings: { language: 'js' },
  startedAt: '2026-01-01T00:00:00Z',
  resumes: 0,
};

const result = (id: string, nodes: number, over: Partial<BenchResult> = {}): BenchResult => ({
  id,
  task: 'shortest',
  nodes,
  edges: nodes * 2,
  answer: 3,
  truth: { kind: 'path-length', value: 3, source: 0, target: 1 },
  scoredAgainst: 'computed',
  correct: true,
  tokensIn: 100,
  tokensOut: 20,
  ms: 1000,
  modelMs: 990,
  trace: `traces/${id}.json`,
  path: 'first-try',
  loopExecError: false,
  loopTimeout: false,
  ...over,
});

const results = [
  result('a', 100),
  result('b', 100, { path: 'repaired(2)', loopTimeout: true, ms: 1040 }),
  result('c', 10_000, { ms: 3000, modelMs: 1500 }),
  result('d', 10_000, {
    correct: false,
    answer: 4,
    loopExecError: true,
    path: 'fallback',
    ms: 2500,
    modelMs: 1000,
    note: 'expected 3',
  }),
];

describe('summary', () => {
  const s = summarize(meta, results);
  it('counts accuracy, Table 2 shares and paths', () => {
    expect(s.accuracy).toBe(0.75);
    expect(s.table2).toEqual({ execError: 0.25, timeout: 0.25 });
    expect(s.tasks[0]!.paths).toEqual({ 'first-try': 2, repaired: 1, fallback: 1 });
  });
  it('measures overhead without model time, per size, against the targets', () => {
    expect(s.sizes.map((z) => [z.nodes, z.medianOverheadMs])).toEqual([
      [100, 30],
      [10_000, 1500],
    ]);
    expect(s.overheadTargets.map((t) => [t.medianMs, t.met])).toEqual([
      [30, true],
      [1500, true],
    ]);
  });
  it('lists wrong answers with the reason', () => {
    expect(s.wrong).toEqual([
      { id: 'd', task: 'shortest', answer: 4, truth: '3', path: 'fallback', note: 'expected 3' },
    ]);
  });
  it("lists tasks in the paper's order, unknown ones last", () => {
    const mixed = [
      result('x', 5, { task: 'zzz' }),
      result('y', 5, { task: 'flow' }),
      result('z', 5, { task: 'cycle' }),
    ];
    expect(summarize(meta, mixed).tasks.map((t) => t.task)).toEqual(['cycle', 'flow', 'zzz']);
  });
});

describe('rendering', () => {
  it('writes the model, date, Table 2 and no test-double banner for a real model', () => {
    const md = renderMarkdown(summarize(meta, results));
    expect(md).toContain('- Model: `openai:gpt-4o`');
    expect(md).toContain('| grraf (this run) | 25.0% | 25.0% |');
    expect(md).not.toContain('TEST DOUBLE');
  });
  it('escapes text into a page without scripts or external assets', () => {
    const evil = summarize({ ...meta, model: '<script>x</script>' }, results);
    const html = renderHtml(evil, renderMarkdown(evil));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect((html.match(/<svg /g) ?? []).length).toBe(5);
  });
  it('shows the full report as HTML tables, not as raw Markdown', () => {
    const s = summarize(meta, results);
    const md = renderMarkdown(s);
    const html = renderHtml(s, md);
    const full = html.slice(html.indexOf('<h2>Full report</h2>'));
    const mdTables = md.split('\n').filter((l) => l.startsWith('| ---')).length;
    expect(mdTables).toBeGreaterThan(3);
    expect((full.match(/<table>/g) ?? []).length).toBe(mdTables);
    expect(full).not.toContain('| ---');
    expect(full).not.toContain('<pre>');
    expect(full).toContain('<td>grraf (this run)</td><td class="num">25.0%</td>');
  });
});

describe('the evidence section', () => {
  it('counts evidence by shape and check, per task, and is left out when no answer had any', () => {
    const withEvidence = [
      result('a', 10, { evidence: { kind: 'path', status: 'checked' } }),
      result('b', 10, { evidence: { kind: 'path', status: 'checked' } }),
      result('c', 10, { evidence: { kind: 'cut', status: 'failed' } }),
      result('d', 10),
    ];
    const s = summarize(meta, withEvidence);
    expect(s.tasks[0]!.evidence).toEqual({ 'path checked': 2, 'cut failed': 1 });
    const md = renderMarkdown(s);
    expect(md).toContain('## Evidence');
    expect(md).toMatch(/\| 4 \| 3 \| path checked 2, cut failed 1 \|/);
    expect(renderMarkdown(summarize(meta, results))).not.toContain('## Evidence');
  });
});
