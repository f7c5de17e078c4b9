import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createExecutor } from '../exec/index.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import { memoryProgramCache } from '../methods/program-cache/index.js';
import type { TraceStep } from '../trace/trace.js';
import { ask } from './ask.js';
import { GraphCache } from './graph-cache.js';

const F = '```';
const QUESTION =
  'Determine whether two nodes are connected in an undirected graph. Q: The nodes are numbered from 0 to 5, ' +
  'and the edges are: (0,1) (1,2) (3,4). Is there a path between node 0 and node 2?';

/** GRRAF's (lean) compile reply: P' with its inputs as placeholders, then `program`. */
const compile = (program: string): ScriptedResponse => ({
  match: /program that answers the question for any graph/,
  text: `QUESTION: Is there a path between node {source} and node {target}?\nANSWER FORMAT: yes or no\nASSUMPTION: none\n${F}js\n${program}\n${F}`,
});
const HAS_PATH = 'answer = hasPath(G, String(params.source), String(params.target));';

/** A model that answers nothing until its call is aborted. */
function hangingModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: (call: LanguageModelV3CallOptions) =>
      new Promise((_, reject) => {
        call.abortSignal?.addEventListener('abort', () => reject(call.abortSignal?.reason), { once: true });
      }),
  });
}

describe('ask', () => {
  it('streams every step to the listener as it ends, in trace order', async () => {
    const runtime = createLlmRuntime({
      model: scriptedModel([compile(HAS_PATH)]),
    });
    const seen: TraceStep[] = [];
    const { solution } = await ask({
      question: QUESTION,
      runtime,
      options: { phrase: false },
      onStep: (s) => seen.push(s),
    });
    expect(solution.answer).toBe(true);
    expect(seen.map((s) => s.index)).toEqual(solution.trace.map((_, i) => i));
    expect(seen.map((s) => `${s.kind}:${s.name}`)).toEqual(solution.trace.map((s) => `${s.kind}:${s.name}`));
  });

  it('runs the registered baselines through the same call', async () => {
    const runtime = createLlmRuntime({
      model: scriptedModel([
        { match: /Answer this question about the graph below/, text: 'They are connected.\nANSWER: yes' },
        { match: /Write the JavaScript program/, text: `${F}js\nanswer = hasPath(G, '0', '2');\n${F}` },
      ]),
    });
    const direct = await ask({ question: QUESTION, runtime, method: 'direct', options: { phrase: false } });
    expect([direct.solution.method, direct.solution.answer]).toEqual(['direct', 'yes']);
    const zero = await ask({
      question: QUESTION,
      runtime,
      method: 'zero-shot-code',
      options: { phrase: false },
    });
    expect([zero.solution.method, zero.solution.answer, zero.solution.details]).toEqual([
      'zero-shot-code',
      true,
      { ran: true },
    ]);
  });

  it('a cancelled question stops its model call within 1 s and ends as "could not compute: cancelled"', async () => {
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 100);
    const { solution } = await ask({
      question: QUESTION,
      runtime: createLlmRuntime({ model: hangingModel() }),
      signal: controller.signal,
    });
    expect(performance.now() - started).toBeLessThan(1100);
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'cancelled', step: 'compile' });
    expect(solution.text).toMatch(/^Could not compute an answer: .*cancelled/);
  });

  it('a cancelled question stops its running program within 1 s', async () => {
    const js = createExecutor('js');
    const controller = new AbortController();
    const runtime = createLlmRuntime({
      model: scriptedModel([compile('for (;;) {}')]),
    });
    let started = 0;
    try {
      const { solution } = await ask({
        question: QUESTION,
        runtime,
        executor: () => js,
        signal: controller.signal,
        onStep: (s) => {
          if (s.kind === 'llm' && s.name === 'compile') {
            started = performance.now();
            setTimeout(() => controller.abort(), 100);
          }
        },
      });
      expect(performance.now() - started).toBeLessThan(1100);
      expect(solution.error).toMatchObject({ code: 'cancelled', step: 'compile' });
      // The executor is free again: the next program runs.
      const next = await js.run('answer = 1', { graphs: {} });
      expect(next.ok).toBe(true);
    } finally {
      await js.close();
    }
  });

  it('reuses a program across asks through a cache the caller owns (in memory, or in a directory)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grraf-ask-cache-'));
    const other = QUESTION.replace('node 0 and node 2?', 'node 3 and node 5?');
    const first = await ask({
      question: QUESTION,
      runtime: createLlmRuntime({ model: scriptedModel([compile(HAS_PATH)]) }),
      cacheDir: dir,
      options: { phrase: false },
    });
    expect([first.solution.answer, first.solution.details.cache]).toEqual([true, 'stored']);
    const programCache = memoryProgramCache();
    for (const cache of [{ cacheDir: dir }, { programCache }]) {
      const model = scriptedModel([compile(HAS_PATH)]);
      const again = await ask({
        question: other,
        runtime: createLlmRuntime({ model }),
        ...cache,
        options: { phrase: false },
      });
      expect(again.solution.answer).toBe(false);
    }
    // The directory already held the program (no call); the fresh memory cache compiled it once.
    const reused = await ask({
      question: QUESTION,
      runtime: createLlmRuntime({ model: scriptedModel([]) }),
      programCache,
      options: { phrase: false },
    });
    expect([reused.solution.answer, reused.solution.details.path]).toEqual([true, 'reused']);
  });

  it('refuses an unknown method or option before any model call', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel([]) });
    await expect(ask({ question: QUESTION, runtime, method: 'graphwalker' })).rejects.toThrow(
      /unknown method "graphwalker"; known: grraf, direct, zero-shot-code/,
    );
    await expect(ask({ question: QUESTION, runtime, options: { maxRepairs: -1 } })).rejects.toMatchObject({
      code: 'validation',
      location: { field: 'maxRepairs' },
    });
  });
  it('parses a graph file once for the questions on it, through a graph cache the caller owns', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grraf-ask-graph-cache-'));
    const file = join(dir, 'g.txt');
    await writeFile(file, '0 1\n1 2\n3 4\n');
    const graphCache = new GraphCache();
    const executor = createExecutor('js');
    try {
      const answers: unknown[] = [];
      for (const [s, t] of [
        [0, 2],
        [0, 4],
      ]) {
        const reply = `QUESTION: Is there a path between node {source} and node {target}?\nANSWER FORMAT: yes or no\nASSUMPTION: none\nINPUTS: source=${s}; target=${t}\n${F}js\n${HAS_PATH}\n${F}`;
        const runtime = createLlmRuntime({ model: scriptedModel([{ match: /for any graph/, text: reply }]) });
        const { solution } = await ask({
          question: `Is there a path between node ${s} and node ${t}?`,
          graph: { file, format: 'edgelist' },
          runtime,
          executor: () => executor,
          graphCache,
          options: { phrase: false },
        });
        answers.push(solution.answer);
      }
      expect(answers).toEqual([true, false]);
      expect(graphCache.stats()).toMatchObject({ entries: 1, misses: 1, hits: 1 });
    } finally {
      await executor.close();
    }
  });
});
