import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { dijkstra } from 'graphology-shortest-path';
import { afterAll, describe, expect, it } from 'vitest';
import { listExamples } from '../../app/examples.js';
import { EXAMPLES_DIR } from '../../app/model.js';
import { ExecutorPool } from '../../exec/executor-pool.js';
import { readGraphFile } from '../../graph/formats/index.js';
import { toGraphology } from '../../graph/graphology.js';
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { leanCompile, PHRASE } from '../../methods/grraf/test-support/scripted-replies.js';
import { GraphLibrary } from './graph-library.js';
import { QuestionRuns, type RunEvent } from './question-runs.js';

const executors = new ExecutorPool();
afterAll(() => executors.close());

const library = new GraphLibrary();
for (const e of listExamples()) await library.addExample(e);
const ROADS = await readGraphFile(`${EXAMPLES_DIR}road-network/roads.edgelist`);
const upload = library.addUpload({
  name: 'roads.edgelist',
  text: (await import('node:fs')).readFileSync(`${EXAMPLES_DIR}road-network/roads.edgelist`, 'utf8'),
});

/** GRRAF's four calls, with `code` as the final program. */
function conversation(code: string): ScriptedResponse[] {
  return [
    leanCompile(code, { answerFormat: 'a list of node ids' }),
    { match: PHRASE, text: 'Here is the path.' },
  ];
}

function hangingModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: (call: LanguageModelV3CallOptions) =>
      new Promise((_, reject) => {
        if (call.abortSignal?.aborted) reject(call.abortSignal.reason);
        call.abortSignal?.addEventListener('abort', () => reject(call.abortSignal?.reason), { once: true });
      }),
  });
}

describe('QuestionRuns', () => {
  it('streams the steps of a run as they end, then the finished run with its highlighted answer', async () => {
    const runtime = createLlmRuntime({
      model: scriptedModel(conversation("answer = shortestPath(G, '0', '19');")),
    });
    const runs = new QuestionRuns({ library, executors, runtime });
    const events: RunEvent[] = [];
    const started = await runs.start(
      { question: 'Which roads lead from 0 to 19 fastest?', graphId: upload.id },
      (e) => events.push(e),
    );
    const run = await started.done;
    expect(run.status).toBe('answered');
    const path = dijkstra.bidirectional(toGraphology(ROADS.graph), '0', '19', 'weight');
    expect(run.solution?.answer).toEqual(path);
    expect(events.at(-1)).toEqual({ type: 'end', run });
    expect(events.slice(0, -1).map((e) => (e.type === 'step' ? e.step.index : -1))).toEqual(
      run.steps.map((_, i) => i),
    );
    expect(run.highlight).toMatchObject({ shape: 'path', nodes: path });
    expect(runs.list()[0]).toMatchObject({ id: run.id, status: 'answered', graphId: upload.id });
    expect(runs.get(run.id)).toBe(run);
  });

  it('ends a model failure mid-run as could-not-compute with the failing step', async () => {
    const runtime = createLlmRuntime({
      model: scriptedModel(conversation('x').slice(0, 1)),
      limits: { maxRetries: 0 },
    });
    const runs = new QuestionRuns({ library, executors, runtime });
    const run = await (await runs.start({ question: 'Is 0 connected to 19?', graphId: upload.id })).done;
    expect(run.status).toBe('could-not-compute');
    expect(run.solution?.error).toMatchObject({ code: 'model', step: 'compile' });
    expect(run.steps.at(-1)?.error?.code).toBe('model');
  });

  it('cancels a running question within a second, and a waiting one before it starts', async () => {
    const runs = new QuestionRuns({
      library,
      executors,
      runtime: createLlmRuntime({ model: hangingModel() }),
      maxConcurrent: 1,
    });
    const first = await runs.start({ question: 'Is 0 connected to 19?', graphId: upload.id });
    const second = await runs.start({ question: 'Is 1 connected to 2?', graphId: upload.id });
    expect(runs.active()).toBe(2);
    runs.cancel(second.run.id);
    await new Promise((r) => setTimeout(r, 50));
    const t = performance.now();
    first.cancel();
    expect((await first.done).status).toBe('cancelled');
    expect(performance.now() - t).toBeLessThan(1000);
    expect(first.run.solution?.error?.code).toBe('cancelled');
    const waited = await second.done;
    expect(waited).toMatchObject({ status: 'cancelled', steps: [], error: { code: 'cancelled' } });
    expect(runs.active()).toBe(0);
    expect(executors.busy()).toBe(0);
  });

  it('refuses a bad request before it starts: unknown graph, method or option, no question, a full queue', async () => {
    const runtime = createLlmRuntime({ model: hangingModel() });
    const runs = new QuestionRuns({ library, executors, runtime, maxConcurrent: 1, maxWaiting: 1 });
    await expect(runs.start({ question: 'q', graphId: 'upload:99' })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(runs.start({ question: 'q', graphId: upload.id, method: 'nope' })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'method' },
    });
    await expect(
      runs.start({ question: 'q', graphId: upload.id, options: { language: 'cobol' } }),
    ).rejects.toMatchObject({ code: 'validation', location: { field: 'language' } });
    await expect(runs.start({ question: ' ', graphId: upload.id })).rejects.toThrow(/no question/);
    const a = await runs.start({ question: 'a', graphId: upload.id });
    const b = await runs.start({ question: 'b', graphId: upload.id });
    await expect(runs.start({ question: 'c', graphId: upload.id })).rejects.toMatchObject({ code: 'budget' });
    await runs.close();
    expect([(await a.done).status, (await b.done).status]).toEqual(['cancelled', 'cancelled']);
  });

  it("without a model, replays a bundled example's recorded question and refuses anything else", async () => {
    const runs = new QuestionRuns({ library, executors, environment: { env: {} } });
    const question = 'What is the shortest distance from junction 0 to junction 19?';
    const run = await (await runs.start({ question, graphId: 'example:road-network' })).done;
    expect(run.status).toBe('answered');
    expect(run.solution?.answer).toBeCloseTo(13.8, 6); // NetworkX on the same file
    expect(run.replay?.example).toBe('road-network');
    expect(run.model).toMatch(/no model configured/);
    const own = await (await runs.start({ graphId: 'example:graphinstruct' })).done;
    expect(own.solution?.answer).toBe(15);
    // The recorded program gave its path as evidence: that path is drawn, from 0 to 11.
    const evidence = own.highlight?.evidence;
    expect(evidence).toMatchObject({ kind: 'path', checked: true });
    const path = evidence?.kind === 'path' ? evidence.nodes : [];
    expect([path[0], path.at(-1)]).toEqual(['0', '11']);
    await expect(
      runs.start({ question: 'How many roads?', graphId: 'example:road-network' }),
    ).rejects.toThrow(/has recorded answers for: "What is the shortest distance/);
    await expect(runs.start({ question, graphId: upload.id })).rejects.toThrow(/^no model configured/);
  });
});
