import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { createLlmRuntime } from '../../llm/index.js';
import { scriptedModel } from '../../llm/test-support/index.js';
import type { Method } from '../../methods/method.js';
import type { Solution } from '../../methods/solution.js';
import { generatedDataset } from '../datasets/generate/generated.js';
import { writeReport } from '../report/write-report.js';
import { readResults } from './results-file.js';
import { BENCH_LOCK_FILE, type RunMeta, runBench } from './run-bench.js';

/** A trivial method: always answers Yes; questions whose origin ends in #1 time out once, #2 fail once. */
function alwaysYes(calls: string[]): Method {
  return {
    name: 'always-yes',
    async solve(task, ctx) {
      calls.push(task.origin ?? '');
      const trace = ctx.llm.trace;
      const fail = (code: 'timeout' | 'runtime') =>
        trace.add({
          kind: 'exec',
          name: 'execute',
          startedAt: '',
          ms: 1,
          language: 'js',
          code: '',
          ok: false,
          error: { code, message: code },
        });
      if (task.origin?.endsWith('#1')) fail('timeout');
      if (task.origin?.endsWith('#2')) fail('runtime');
      trace.add({
        kind: 'llm',
        name: 'code',
        startedAt: '',
        ms: 5,
        model: 'x',
        messages: [],
        response: '',
        usage: { inputTokens: 10, outputTokens: 2 },
      });
      const repaired = task.origin?.endsWith('#1') || task.origin?.endsWith('#2');
      const solution: Solution = {
        method: 'always-yes',
        question: task.question,
        answer: true,
        text: 'Yes',
        outcome: 'answered',
        details: repaired ? { path: 'repaired', repairs: 1 } : { path: 'first-try', repairs: 0 },
        trace: trace.steps,
        usage: { inputTokens: 10, outputTokens: 2 },
        ms: 5,
      };
      return solution;
    },
  };
}

const dataset = () => generatedDataset({ seed: 2, perTask: 4, tasks: ['cycle', 'connectivity'] });
const llm = () => createLlmRuntime({ model: scriptedModel([]), label: 'scripted:none' });

describe('runBench', () => {
  it('writes one scored line per question, with traces, paths and loop triggers', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const calls: string[] = [];
    const { results, meta } = await runBench({
      method: alwaysYes(calls),
      dataset: dataset(),
      outDir: out,
      llm: llm(),
    });
    expect(results).toHaveLength(8);
    expect(meta.model).toBe('scripted:none');
    const lines = (await readFile(join(out, 'results.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(8);
    for (const r of results) {
      expect(r.correct).toBe(r.truth?.kind === 'yes-no' && r.truth.value === true);
      expect(existsSync(join(out, r.trace))).toBe(true);
      expect(r.tokensIn).toBe(10);
      expect(r.modelMs).toBe(5);
    }
    const one = results.find((r) => r.id === 'cycle-1')!;
    expect([one.path, one.loopTimeout, one.loopExecError]).toEqual(['repaired(1)', true, false]);
    const two = results.find((r) => r.id === 'cycle-2')!;
    expect([two.loopTimeout, two.loopExecError]).toEqual([false, true]);
  });

  it('resumes after a crash without redoing finished questions', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const first: string[] = [];
    await runBench({ method: alwaysYes(first), dataset: dataset(), outDir: out, llm: llm(), limit: 2 });
    expect(first).toHaveLength(4);
    // The crash tore the line being written.
    await appendFile(join(out, 'results.jsonl'), '{"id":"cycle-2","tas');
    await expect(
      runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm() }),
    ).rejects.toThrow(/--resume/);
    const second: string[] = [];
    const { results, meta } = await runBench({
      method: alwaysYes(second),
      dataset: dataset(),
      outDir: out,
      llm: llm(),
      resume: true,
    });
    expect(second).toHaveLength(4);
    expect(second.every((o) => o.endsWith('#2') || o.endsWith('#3'))).toBe(true);
    expect(results.map((r) => r.id)).toEqual(dataset().questions.map((q) => q.id));
    expect(meta.resumes).toBe(1);
    expect(meta.repairs).toEqual([
      expect.stringMatching(/^resume 1: the torn last line 5 of results\.jsonl was cut \(20 bytes\)/),
    ]);
    const saved = JSON.parse(await readFile(join(out, 'run.json'), 'utf8')) as RunMeta;
    expect(saved.repairs).toEqual(meta.repairs);
  });

  it('stops starting questions when aborted, keeps what finished, and stays unfinished', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const stop = new AbortController();
    const calls: string[] = [];
    const method = alwaysYes(calls);
    const counting: Method = {
      name: method.name,
      solve: async (task, ctx) => {
        if (calls.length === 1) stop.abort();
        return method.solve(task, ctx);
      },
    };
    const { results, meta } = await runBench({
      method: counting,
      dataset: dataset(),
      outDir: out,
      llm: llm(),
      signal: stop.signal,
    });
    expect(results).toHaveLength(2);
    expect(meta.finishedAt).toBeUndefined();
    expect((await readResults(join(out, 'results.jsonl'))).results).toHaveLength(2);
  });

  it('passes the method options to every solve', async () => {
    const seen: unknown[] = [];
    const method = alwaysYes([]);
    const spy: Method = {
      name: method.name,
      solve: (t, c, opts) => {
        seen.push(opts);
        return method.solve(t, c);
      },
    };
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    await runBench({
      method: spy,
      dataset: dataset(),
      outDir: out,
      llm: llm(),
      limit: 1,
      methodOptions: { language: 'python' },
    });
    expect(seen).toEqual([{ language: 'python' }, { language: 'python' }]);
  });

  it('refuses to resume a run of another method', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    await runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm(), limit: 1 });
    const other = { ...alwaysYes([]), name: 'other' };
    await expect(
      runBench({ method: other, dataset: dataset(), outDir: out, llm: llm(), resume: true }),
    ).rejects.toThrow(/made with method "always-yes"/);
  });

  it('scores against labels when asked, and lists label disagreements either way', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const ds = dataset();
    const q = ds.questions[0]!;
    // A wrong label: the opposite of the truth.
    const {
      results: [computed],
    } = await runBench({
      method: alwaysYes([]),
      dataset: { ...ds, questions: [q] },
      outDir: out,
      llm: llm(),
    });
    const wrong = computed!.truth?.kind === 'yes-no' ? !computed!.truth.value : true;
    const labeled = {
      ...q,
      label: { kind: 'yes-no' as const, value: wrong },
      labelText: wrong ? '### Yes' : '### No',
    };
    const out2 = await mkdtemp(join(tmpdir(), 'bench-'));
    const { results } = await runBench({
      method: alwaysYes([]),
      dataset: { ...ds, questions: [labeled] },
      outDir: out2,
      llm: llm(),
      truthSource: 'labels',
    });
    expect(results[0]!.labelDisagrees).toBe(true);
    expect(results[0]!.correct).toBe(wrong === true);
    const report = await writeReport(out2);
    expect(report.summary.disagreements).toEqual([
      {
        id: q.id,
        task: q.task,
        label: labeled.labelText,
        computed: computed!.truth?.kind === 'yes-no' && computed!.truth.value ? 'Yes' : 'No',
      },
    ]);
  });
});

/** alwaysYes, but each question takes `ms`: long enough for two runs to overlap. */
function slowYes(ms: number): Method {
  const method = alwaysYes([]);
  return {
    name: method.name,
    solve: async (task, ctx) => {
      await new Promise((r) => setTimeout(r, ms));
      return method.solve(task, ctx);
    },
  };
}

const lines = async (out: string) =>
  (await readFile(join(out, 'results.jsonl'), 'utf8')).split('\n').filter((l) => l !== '');

/** Writes a bench lock file as if process `pid` held it. */
async function fakeBenchLock(out: string, pid: number): Promise<void> {
  const holder = { pid, host: hostname(), start: null, since: new Date().toISOString(), token: 'x' };
  await writeFile(join(out, BENCH_LOCK_FILE), JSON.stringify(holder));
}

describe('one run per --out (issue 26, item 9)', () => {
  const busy = (e: unknown) =>
    isGrrafError(e, 'io') &&
    new RegExp(`another bench run is using .* \\(pid ${process.pid} on `).test((e as Error).message) &&
    (e as Error).message.includes(BENCH_LOCK_FILE);

  it('refuses a second fresh run on the same directory, naming the running one', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const run = () => runBench({ method: slowYes(5), dataset: dataset(), outDir: out, llm: llm() });
    const settled = await Promise.allSettled([run(), run()]);
    const failed = settled.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0] as PromiseRejectedResult).reason).toSatisfy(busy);
    expect(await lines(out)).toHaveLength(8);
    expect(existsSync(join(out, BENCH_LOCK_FILE))).toBe(false);
  });

  it('refuses a second --resume of a half-done run: every question is written once', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    await runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm(), limit: 1 });
    const resume = () =>
      runBench({ method: slowYes(5), dataset: dataset(), outDir: out, llm: llm(), resume: true });
    const settled = await Promise.allSettled([resume(), resume()]);
    expect(
      settled.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason),
    ).toEqual([expect.toSatisfy(busy)]);
    const ids = (await lines(out)).map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids.sort()).toEqual(
      dataset()
        .questions.map((q) => q.id)
        .sort(),
    );
    const report = await writeReport(out);
    expect(report.summary.questions).toBe(8);
  });

  it('refuses while another live process holds the lock, and takes over from one that died', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    const sleeper = spawn('sleep', ['30']);
    try {
      await fakeBenchLock(out, sleeper.pid!);
      await expect(
        runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm() }),
      ).rejects.toThrow(new RegExp(`another bench run is using .*pid ${sleeper.pid}`));
    } finally {
      sleeper.kill('SIGKILL');
    }
    const gone = spawnSync(process.execPath, ['-e', '0']);
    await fakeBenchLock(out, gone.pid!);
    const { results } = await runBench({
      method: alwaysYes([]),
      dataset: dataset(),
      outDir: out,
      llm: llm(),
    });
    expect(results).toHaveLength(8);
    expect(existsSync(join(out, BENCH_LOCK_FILE))).toBe(false);
  });

  it('releases the lock when the run fails', async () => {
    const out = await mkdtemp(join(tmpdir(), 'bench-'));
    await runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm(), limit: 1 });
    await expect(
      runBench({ method: alwaysYes([]), dataset: dataset(), outDir: out, llm: llm() }),
    ).rejects.toThrow(/--resume/);
    expect(existsSync(join(out, BENCH_LOCK_FILE))).toBe(false);
  });
});

describe('results.jsonl', () => {
  it('drops a torn last line but refuses corruption elsewhere', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'res-'));
    const file = join(dir, 'results.jsonl');
    await writeFile(file, '{"id":"a"}\n{"id":"b"}\n{"id":');
    expect(await readResults(file)).toEqual({
      results: [{ id: 'a' }, { id: 'b' }],
      tornLines: 1,
      duplicates: 0,
    });
    await writeFile(file, '{"id":"a"}\n{"id":\n{"id":"b"}\n');
    await expect(readResults(file)).rejects.toThrow(/results\.jsonl:2/);
    expect(await readResults(join(dir, 'none.jsonl'))).toEqual({ results: [], tornLines: 0, duplicates: 0 });
  });

  it('counts a question answered twice once, keeping its first answer (issue 26, item 9)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'res-'));
    const file = join(dir, 'results.jsonl');
    await writeFile(file, '{"id":"a","n":1}\n{"id":"b"}\n{"id":"a","n":2}\n{"id":"b"}\n');
    expect(await readResults(file)).toEqual({
      results: [{ id: 'a', n: 1 }, { id: 'b' }],
      tornLines: 0,
      duplicates: 2,
    });
  });
});
