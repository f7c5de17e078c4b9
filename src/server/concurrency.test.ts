import { afterEach, describe, expect, it } from 'vitest';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import { leanCompile, PHRASE } from '../methods/grraf/test-support/scripted-replies.js';
import type { RunningServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';
import { postSse, type SseEvent } from './test-support/sse-client.js';

/** Each question's program keeps its isolate busy for `ms` of wall-clock time, then answers 1. */
function busyFor(ms: number): ScriptedResponse[] {
  const code = `const t = Date.now();\nwhile (Date.now() - t < ${ms}) {}\nanswer = 1;`;
  return [
    leanCompile(code, { answerFormat: 'a number', repeat: true }),
    { match: PHRASE, text: 'One.', repeat: true },
  ];
}

// Asked about one uploaded graph: no question waits for its graph to be parsed.
let graphId = '';
const question = (n: number) => ({ question: `How many? (${n})`, graphId });

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(busyMs: number, maxConcurrent: number): Promise<RunningServer> {
  const model = scriptedModel(busyFor(busyMs));
  server = await testServer(createLlmRuntime({ model, limits: { maxRetries: 0 } }), {
    limits: { maxConcurrent },
  });
  const upload = await fetch(`${server.url}/api/graphs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'tiny.edgelist', text: '0 1\n1 2\n' }),
  });
  graphId = ((await upload.json()) as { id: string }).id;
  return server;
}

const ask = (s: RunningServer, body: unknown) =>
  fetch(`${s.url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('grraf serve --concurrency', () => {
  it('runs as many programs at once as it answers questions at once (it ran two whatever the setting)', async () => {
    const s = await serve(2000, 4);
    await (await ask(s, question(0))).json(); // the sandbox bundle compiled, the model warm
    const started = performance.now();
    const runs = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await (await ask(s, question(n))).json()) as { status: string }),
    );
    const ms = performance.now() - started;
    expect(runs.map((r) => r.status)).toEqual(['answered', 'answered', 'answered', 'answered']);
    // Two isolates take two rounds (4 s and more); four take one (2 s and the overhead).
    expect(ms).toBeLessThan(3600);
  });

  it('says how many questions wait for a slot: the health check, and each waiting stream its place', async () => {
    const s = await serve(1200, 1);
    const first = ask(s, question(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const runEvents: SseEvent[] = [];
    const streams = [2, 3].map((n) =>
      postSse(`${s.url}/api/ask`, question(n), (e) => {
        if (e.event === 'run') runEvents.push(e);
        return undefined;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await (await fetch(`${s.url}/api/health`)).json();
    expect(health).toMatchObject({ activeRuns: 3, waitingRuns: 2 });
    await first;
    await Promise.all(streams);
    expect(runEvents.map((e) => [e.data.status, e.data.queuePosition]).sort()).toEqual([
      ['queued', 1],
      ['queued', 2],
    ]);
    expect(await (await fetch(`${s.url}/api/health`)).json()).toMatchObject({ waitingRuns: 0 });
  });
});
