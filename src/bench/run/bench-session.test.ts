import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBenchCommand } from '../../cli/commands/bench.js';
import { scriptedModel } from '../../llm/test-support/index.js';
import type { BenchResult } from '../types.js';
import { runBenchSession } from './bench-session.js';

const quiet = { update() {}, finish() {} };

/** A scripted "model" that answers GRRAF's cycle questions correctly. */
const cycleScript = () =>
  scriptedModel(
    [
      {
        match: /Rewrite this question/,
        repeat: true,
        text: 'QUESTION: Is there a cycle in the undirected graph G?\nANSWER FORMAT: yes/no\nASSUMPTION: none',
      },
      { match: /generic .* code template/, repeat: true, text: '```js\nanswer = null;\n```' },
      { match: /Write the final/, repeat: true, text: '```js\nanswer = hasCycle(G);\n```' },
      {
        match: /program that answers the question for any graph/,
        repeat: true,
        text: 'QUESTION: Is there a cycle in the graph?\nANSWER FORMAT: yes/no\nASSUMPTION: none\n```js\nanswer = hasCycle(G);\n```',
      },
      { match: /Computed answer/, repeat: true, text: 'Done.' },
    ],
    { modelId: 'gpt-4o' },
  );

/** A result without what legitimately differs between runs (timings). */
const stable = ({ ms, modelMs, waitMs, ...rest }: BenchResult) => rest;

describe('record and replay', () => {
  it('replays a recorded run offline, with no key and no model, into the same results and report', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'cwd-'));
    const cassette = join(cwd, 'cassette');
    const common = {
      method: 'grraf',
      dataset: 'generated:seed=9',
      tasks: ['cycle'],
      limit: 3,
      model: 'openai:gpt-4o',
      cassette,
      cwd,
      env: {},
      progress: quiet,
    };
    const recorded = await runBenchSession({
      ...common,
      modelObject: cycleScript(),
      cassetteMode: 'record',
      out: join(cwd, 'run1'),
    });
    expect(recorded.results.every((r) => r.correct)).toBe(true);
    expect((await readdir(cassette)).length).toBeGreaterThan(0);
    const replayed = await runBenchSession({
      ...common,
      cassetteMode: 'replay',
      out: join(cwd, 'run2'),
      concurrency: 2,
    });
    expect(replayed.results.map(stable)).toEqual(recorded.results.map(stable));
    const a = recorded.report.summary;
    const b = replayed.report.summary;
    expect(b.meta.model).toBe(a.meta.model);
    expect([b.accuracy, b.tokens, b.table2, b.disagreements, b.wrong]).toEqual([
      a.accuracy,
      a.tokens,
      a.table2,
      a.disagreements,
      a.wrong,
    ]);
    // A different question was never recorded: replay says so instead of calling a model.
    const miss = await runBenchSession({
      ...common,
      dataset: 'generated:seed=10',
      cassetteMode: 'replay',
      out: join(cwd, 'run3'),
    });
    expect(miss.results.every((r) => !r.correct && r.error?.code !== undefined)).toBe(true);
    expect(JSON.stringify(miss.results[0]!.error)).toMatch(/no recording/);
  });
});

describe('grraf bench command', () => {
  it('prints accuracy, the test-double label and where results went', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'cli-')), 'run');
    const lines = await runBenchCommand({
      method: 'grraf',
      dataset: 'generated:seed=3',
      tasks: ['indegree', 'outdegree'],
      limit: 1,
      model: 'reference-code-test-double',
      out,
      quiet: true,
    });
    expect(lines[0]).toMatch(/^TEST DOUBLE \(reference-code-test-double\)/);
    expect(lines).toContain(`results: ${out}/results.jsonl`);
    expect(lines.join('\n')).toMatch(/accuracy 100\.0% \(2\/2\)/);
    const html = await readFile(join(out, 'report.html'), 'utf8');
    expect(html).toContain('<svg');
    // Self-contained: no scripts, no external assets.
    expect(html).not.toMatch(/<script|<link|\bsrc=|href=/);
    const again = await runBenchCommand({ method: 'grraf', out, reportOnly: true });
    expect(again[0]).toBe(`report: ${out}/report.md`);
  });

  it('gives one clear error for bad flags', async () => {
    await expect(runBenchCommand({ method: 'grraf' })).rejects.toThrow(/--dataset is required/);
    await expect(runBenchCommand({ method: 'nope', dataset: 'generated' })).rejects.toThrow(
      /unknown method "nope"; known: grraf/,
    );
    await expect(
      runBenchCommand({ method: 'grraf', dataset: 'generated', cassetteMode: 'replay' }),
    ).rejects.toThrow(/--cassette-mode needs --cassette/);
    await expect(runBenchCommand({ method: 'grraf', reportOnly: true, out: '/nonexistent' })).rejects.toThrow(
      /run\.json/,
    );
    await expect(runBenchCommand({ method: 'grraf', dataset: 'generated', truth: 'labels' })).rejects.toThrow(
      /has no labels/,
    );
  });
});

describe('--store', () => {
  it("loads each question's graph into the given store for Cypher programs, one question at a time", async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'cwd-'));
    const dir = join(cwd, 'store');
    const model = scriptedModel([
      {
        match: /program that answers the question for any graph/,
        repeat: true,
        text: 'QUESTION: How many nodes?\nANSWER FORMAT: an integer\nASSUMPTION: none\n```cypher\nMATCH (n) RETURN count(n) AS answer\n```',
      },
    ]);
    const common = { method: 'grraf', dataset: 'generated:seed=9', tasks: ['cycle'], limit: 2, cwd, env: {} };
    const s = await runBenchSession({
      ...common,
      modelObject: model,
      options: { language: 'cypher', phrase: false },
      store: `embedded:${dir}`,
      out: join(cwd, 'run'),
      progress: quiet,
    });
    expect(s.meta.settings.store).toBe('embedded');
    // Each answer counts the nodes of its own question's graph: the load replaced the one before.
    expect(s.results.map((r) => r.answer)).toEqual(s.results.map((r) => r.nodes));
    expect(new Set(s.results.map((r) => r.nodes)).size).toBe(2);
    // The session's store outlives the questions (only the session closes it).
    expect(await readdir(dir)).not.toHaveLength(0);
    await expect(
      runBenchSession({ ...common, modelObject: model, store: `embedded:${dir}`, concurrency: 2 }),
    ).rejects.toThrow(/one graph at a time: run with --concurrency 1/);
  });
});
