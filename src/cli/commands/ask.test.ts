import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { parseGraph } from '../../graph/formats/index.js';
import { openStore } from '../../graph/stores/index.js';
import { createLlmRuntime } from '../../llm/index.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { type AskFlags, askRequest, printAsk, askFromFlags as runAsk } from './ask.js';

const F = '```';
const dir = mkdtempSync(join(tmpdir(), 'grraf-ask-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUESTION =
  'Determine whether two nodes are connected in an undirected graph. In an undirected graph, (i,j) means that node i ' +
  'and node j are connected with an undirected edge. Q: The nodes are numbered from 0 to 5, and the edges are: ' +
  '(0,1) (1,2) (3,4). Is there a path between node 0 and node 2?';

const PROGRAM = "answer = shortestPath(G, String(params.source), String(params.target)) ? 'Yes' : 'No';";

/** A full GRRAF (lean) conversation for "is there a path?" answered by the sandbox's shortestPath. */
function script(): ScriptedResponse[] {
  return [
    {
      match: /program that answers the question for any graph/,
      // INPUTS: what the model names when the question's format states none (free text).
      text: `QUESTION: Is there a path between node {source} and node {target}?\nANSWER FORMAT: yes or no\nASSUMPTION: none\nINPUTS: source=0; target=2\n${F}js\n${PROGRAM}\n${F}`,
    },
    { match: /Computed answer/, text: 'Yes, node 0 and node 2 are connected.' },
  ];
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

describe('grraf ask', () => {
  it('answers a question with the graph inside and prints the sentence', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel(script()) });
    const result = await runAsk(QUESTION, {}, { runtime });
    const { io, out, err } = capture();
    expect(printAsk(result, {}, io)).toBe(0);
    expect(out).toEqual(['Yes, node 0 and node 2 are connected.']);
    expect(err).toEqual([]);
    expect(result.solution.answer).toBe('Yes');
  });

  it('--trace prints every step with prompts, code, results and the token summary', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel(script()) });
    const options: AskFlags = { trace: true };
    const { io, out } = capture();
    printAsk(await runAsk(QUESTION, options, { runtime }), options, io);
    const text = out.join('\n');
    expect(text).toMatch(/\[3\] llm compile · scripted:scripted · \d+ in \/ \d+ out/);
    expect(text).toContain(PROGRAM);
    expect(text).toMatch(/exec execute · js · ok/);
    expect(text).toMatch(
      /grraf · answered · path first-try, repairs 0, pipeline lean, cache off, graphAccess load · tokens: \d+ in \/ \d+ out/,
    );
    expect(text.trimEnd().endsWith('Yes, node 0 and node 2 are connected.')).toBe(true);
  });

  it('--json prints the Solution', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel(script()) });
    const { io, out } = capture();
    printAsk(await runAsk(QUESTION, { json: true }, { runtime }), { json: true }, io);
    const parsed = JSON.parse(out.join('\n'));
    expect(parsed).toMatchObject({
      method: 'grraf',
      outcome: 'answered',
      answer: 'Yes',
      details: { path: 'first-try' },
    });
    expect(parsed.usage.inputTokens).toBeGreaterThan(0);
  });

  it('reads --graph FILE and uses the question given', async () => {
    const file = join(dir, 'g.edgelist');
    writeFileSync(file, '0 1\n1 2\n3 4\n5 5\n');
    const runtime = createLlmRuntime({ model: scriptedModel(script()) });
    const { solution } = await runAsk(
      'Is there a path between node 0 and node 2?',
      { graph: file, phrase: false },
      { runtime },
    );
    expect(solution.answer).toBe('Yes');
    expect(solution.text).toBe('Yes');
  });

  it('--store URI: answers from a graph already in an embedded store', async () => {
    const storeDir = join(dir, 'store');
    const store = await openStore(`embedded:${storeDir}`);
    await store.load(parseGraph('0 1\n1 2\n3 4\n', { format: 'edgelist' }).graph);
    await store.close();
    const runtime = createLlmRuntime({ model: scriptedModel(script()) });
    const { solution } = await runAsk(
      'Is there a path between node 0 and node 2?',
      { store: `embedded:${storeDir}` },
      { runtime },
    );
    expect(solution.answer).toBe('Yes');
    expect(solution.trace[0]).toMatchObject({
      kind: 'note',
      name: 'input',
      text: 'graph from the store: store embedded',
    });
  });

  it("--pipeline paper runs the paper's steps; --cache-dir reuses a program across invocations", async () => {
    const paper = askRequest(QUESTION, { pipeline: 'paper', cacheDir: join(dir, 'c') });
    expect([paper.options?.pipeline, paper.cacheDir]).toEqual(['paper', join(dir, 'c')]);
    const cacheDir = join(dir, 'programs');
    const first = await runAsk(
      QUESTION,
      { cacheDir, phrase: false },
      { runtime: createLlmRuntime({ model: scriptedModel(script()) }) },
    );
    expect(first.solution.details).toMatchObject({ path: 'first-try', cache: 'stored' });
    const other = QUESTION.replace('node 0 and node 2?', 'node 3 and node 4?');
    const again = await runAsk(
      other,
      { cacheDir, phrase: false },
      { runtime: createLlmRuntime({ model: scriptedModel([]) }) },
    );
    expect([again.solution.answer, again.solution.details.path]).toEqual(['Yes', 'reused']);
    await expect(
      runAsk(QUESTION, { pipeline: 'fast' }, { runtime: createLlmRuntime({ model: scriptedModel([]) }) }),
    ).rejects.toThrow(/option pipeline/);
  });

  it('rejects bad flags and missing questions before calling a model', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel([]) });
    await expect(runAsk(QUESTION, { lang: 'ruby' }, { runtime })).rejects.toThrow(/option language/);
    await expect(runAsk(QUESTION, { timeLimit: '0' }, { runtime })).rejects.toThrow(
      /--time-limit must be a positive number/,
    );
    await expect(runAsk(QUESTION, { option: ['colour=red'] }, { runtime })).rejects.toThrow(
      /no option "colour"/,
    );
    await expect(runAsk(QUESTION, { method: 'nope' }, { runtime })).rejects.toThrow(/unknown method "nope"/);
    await expect(runAsk(undefined, {}, { runtime })).rejects.toThrow(/no question/);
  });

  it('without a model: replays a bundled example cassette and says so; anything else is a config error', async () => {
    const examples = join(dir, 'examples');
    const example = join(examples, 'demo');
    const cassettes = join(example, 'cassettes');
    mkdirSync(example, { recursive: true });
    const graph = join(example, 'graph.edgelist');
    writeFileSync(graph, '0 1\n1 2\n3 4\n');
    const question = 'Is there a path between node 0 and node 2?';
    // Record the example's cassette from a scripted model (what the lead does with a real model).
    const recorder = createLlmRuntime({
      model: scriptedModel(script()),
      cassette: { dir: cassettes, mode: 'record' },
    });
    const recorded = await runAsk(question, { graph }, { runtime: recorder });
    // compile and phrase (the lean pipeline's two calls)
    expect(readdirSync(cassettes).length).toBe(2);

    const noModel = { env: {}, cwd: dir, examplesDir: examples };
    const replayed = await runAsk(question, { graph }, noModel);
    expect(replayed.replay).toMatchObject({ example: 'demo', recordedWith: 'scripted:scripted' });
    expect(replayed.solution.answer).toBe(recorded.solution.answer);
    expect(replayed.solution.text).toBe(recorded.solution.text);
    const { io, err } = capture();
    printAsk(replayed, {}, io);
    expect(err[0]).toMatch(
      /no model configured — replaying the recorded answers of the bundled example "demo"/,
    );

    const unrecorded = await runAsk('Is there a path between node 0 and node 4?', { graph }, noModel).catch(
      (e: unknown) => e as Error,
    );
    expect(isGrrafError(unrecorded, 'config')).toBe(true);
    expect((unrecorded as Error).message).toMatch(
      /no model configured[\s\S]*"demo" replays only the questions it was recorded with[\s\S]*This question is not one of them\./,
    );

    const other = join(dir, 'other.edgelist');
    writeFileSync(other, '0 1\n');
    const failure = await runAsk(question, { graph: other }, noModel).catch((e: unknown) => e as Error);
    expect(isGrrafError(failure, 'config')).toBe(true);
    expect((failure as Error).message).toMatch(/no model configured/);
  });
});
