/**
 * "The same method code runs unchanged against a scripted model, the local OpenAI-compatible
 * server, and a replayed cassette" — with the server stopped for the replay.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { complete } from './complete.js';
import { createLlmRuntime, type LlmContext, type LlmRuntimeOptions } from './llm-runtime.js';
import { resolveModel } from './resolve-model.js';
import { type ScriptedServer, startOpenAICompatibleServer } from './test-support/openai-compatible-server.js';
import { scriptedModel } from './test-support/scripted-model.js';

/** A two-step stand-in for a method: refine the question, then answer it. */
async function miniMethod(ctx: LlmContext, question: string): Promise<string> {
  const refined = await complete(ctx, { step: 'refine', system: 'Rewrite the question.', prompt: question });
  const answer = await complete(ctx, { step: 'answer', prompt: `Answer: ${refined.text}` });
  return answer.text;
}

const REFINED = 'Count the nodes of G.';
const ANSWER = '5';

let server: ScriptedServer;
let dir: string;
beforeEach(async () => {
  server = await startOpenAICompatibleServer();
  dir = await mkdtemp(join(tmpdir(), 'grraf-cassette-'));
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function serverRuntime(extra: Partial<LlmRuntimeOptions>) {
  const resolved = await resolveModel('vllm:tiny', { baseURL: server.baseURL, env: {}, cwd: dir });
  return createLlmRuntime({
    model: resolved.model,
    label: resolved.label,
    limits: { maxRetries: 0 },
    ...extra,
  });
}

describe('one method, three models', () => {
  it('gives the same answer and usage from a scripted model, the server, and a replay with the server down', async () => {
    const scripted = createLlmRuntime({
      model: scriptedModel([
        { match: /Rewrite/, text: REFINED, usage: { inputTokens: 9, outputTokens: 5 } },
        { match: /^\[user\] Answer:/m, text: ANSWER, usage: { inputTokens: 6, outputTokens: 1 } },
      ]),
    }).context({ question: 'q' });
    expect(await miniMethod(scripted, 'How many nodes?')).toBe(ANSWER);

    server.push(
      { text: REFINED, usage: { prompt_tokens: 9, completion_tokens: 5 } },
      { text: ANSWER, usage: { prompt_tokens: 6, completion_tokens: 1 } },
    );
    const live = (
      await serverRuntime({ cassette: { dir, mode: 'record', recordedWith: 'scripted test server' } })
    ).context({ question: 'q' });
    expect(await miniMethod(live, 'How many nodes?')).toBe(ANSWER);
    expect(await readdir(dir)).toHaveLength(2);
    await server.close();

    const replay = (await serverRuntime({ cassette: { dir, mode: 'replay' } })).context({ question: 'q' });
    expect(await miniMethod(replay, 'How many nodes?')).toBe(ANSWER);
    expect(server.requests).toHaveLength(2); // nothing reached the (stopped) server
    for (const ctx of [live, replay]) {
      expect(ctx.ledger.total({ question: 'q' })).toEqual(scripted.ledger.total({ question: 'q' }));
      expect(ctx.trace.steps.map((s) => s.kind === 'llm' && s.response)).toEqual([REFINED, ANSWER]);
    }
    expect(replay.ledger.entries.every((e) => e.replayed)).toBe(true);

    // Offline resolution (no server, key or URL needed) replays the same recording.
    const offline = await resolveModel('vllm:tiny', { env: {}, cwd: dir, offline: true });
    const fromOffline = createLlmRuntime({
      model: offline.model,
      cassette: { dir, mode: 'replay' },
    }).context();
    expect(await miniMethod(fromOffline, 'How many nodes?')).toBe(ANSWER);
    expect(live.ledger.entries.some((e) => e.replayed)).toBe(false);
  });

  it('replays repeated identical requests call for call, in recorded order', async () => {
    server.push({ text: 'first try' }, { text: 'second try' });
    const live = (await serverRuntime({ cassette: { dir, mode: 'record' } })).context();
    const asked = async (ctx: LlmContext) => [
      (await complete(ctx, { step: 'code', prompt: 'same' })).text,
      (await complete(ctx, { step: 'code', prompt: 'same' })).text,
    ];
    expect(await asked(live)).toEqual(['first try', 'second try']);
    const replay = (await serverRuntime({ cassette: { dir, mode: 'replay' } })).context();
    expect(await asked(replay)).toEqual(['first try', 'second try']);
  });

  it('fails a replay miss with a diff against the nearest recorded prompt', async () => {
    server.push({ text: REFINED }, { text: ANSWER });
    await miniMethod(
      (await serverRuntime({ cassette: { dir, mode: 'record' } })).context(),
      'How many nodes?',
    );
    const replay = (await serverRuntime({ cassette: { dir, mode: 'replay' } })).context();
    const error = await miniMethod(replay, 'How many edges?').catch((e) => e);
    expect(isGrrafError(error, 'replay-miss')).toBe(true);
    expect(error.message).toContain('- How many nodes?');
    expect(error.message).toContain('+ How many edges?');
    expect(error.message).toContain('Rewrite the question.');
    expect(server.requests).toHaveLength(2);
  });

  it('auto mode replays what is recorded and records what is not', async () => {
    server.push({ text: REFINED }, { text: ANSWER }, { text: 'Count the edges of G.' }, { text: '7' });
    await miniMethod((await serverRuntime({ cassette: { dir, mode: 'auto' } })).context(), 'How many nodes?');
    const auto = (await serverRuntime({ cassette: { dir, mode: 'auto' } })).context();
    expect(await miniMethod(auto, 'How many nodes?')).toBe(ANSWER);
    expect(server.requests).toHaveLength(2);
    expect(await miniMethod(auto, 'How many edges?')).toBe('7');
    expect(server.requests).toHaveLength(4);
    expect(await readdir(dir)).toHaveLength(4);
  });
});
