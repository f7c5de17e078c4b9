import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import { leanCompile, PHRASE } from '../methods/grraf/test-support/scripted-replies.js';
import type { RunningServer } from './server.js';
import { startServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';
import { postSse } from './test-support/sse-client.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
const body = (r: Response): Promise<any> => r.json();

/** The status of a GET with headers fetch may not set (Host). */
function statusOf(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
const ROADS = readFileSync(`${EXAMPLES_DIR}road-network/roads.edgelist`, 'utf8');

function conversation(code: string): ScriptedResponse[] {
  return [
    leanCompile(code, { answerFormat: 'a number', repeat: true }),
    { match: PHRASE, text: 'Here it is.', repeat: true },
  ];
}

/** A model that never answers until its call is aborted, and counts the calls it saw aborted. */
function hangingModel(aborted: { count: number }) {
  return new MockLanguageModelV3({
    doGenerate: (call: LanguageModelV3CallOptions) =>
      new Promise((_, reject) => {
        const stop = () => {
          aborted.count += 1;
          reject(call.abortSignal?.reason);
        };
        if (call.abortSignal?.aborted) stop();
        call.abortSignal?.addEventListener('abort', stop, { once: true });
      }),
  });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('grraf serve with a model', () => {
  let server: RunningServer;
  const aborted = { count: 0 };
  beforeAll(async () => {
    const scripted = scriptedModel(conversation("answer = shortestPath(G, '0', '19');"));
    const hanging = hangingModel(aborted);
    // One runtime whose model hangs on questions that say "wait", and follows the script otherwise.
    const model = new MockLanguageModelV3({
      doGenerate: (call: LanguageModelV3CallOptions) =>
        JSON.stringify(call.prompt).includes('wait forever')
          ? hanging.doGenerate(call)
          : scripted.doGenerate(call),
    });
    server = await testServer(createLlmRuntime({ model, limits: { maxRetries: 0 } }), {
      limits: { maxBodyBytes: 4096 },
    });
  });
  afterAll(() => server.close());
  const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api${path}`, init);

  it('reports its health, methods, examples and the page', async () => {
    const health = await body(await api('/health'));
    expect(health).toMatchObject({ ok: true, replayOnly: false, graphs: 3, activeRuns: 0 });
    expect((await body(await api('/methods'))).map((m: { name: string }) => m.name)).toContain('grraf');
    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toContain('grraf test page');
    expect((await api('/nothing')).status).toBe(404);
  });

  it('uploads a graph as JSON or a multipart file; a malformed one gets its located parse error', async () => {
    const created = await api('/graphs', json({ name: 'roads.edgelist', text: ROADS.slice(0, 2000) }));
    expect(created.status).toBe(201);
    const g = await body(created);
    expect(g).toMatchObject({ origin: 'upload', format: 'edgelist' });
    const form = new FormData();
    form.set('file', new File(['0 1\n1 2\n'], 'tiny.edgelist'));
    const multipart = await api('/graphs', { method: 'POST', body: form });
    expect(multipart.status).toBe(201);
    expect((await body(multipart)).counts).toMatchObject({ nodes: 3, edges: 2 });
    const bad = await api(
      '/graphs',
      json({ name: 'bad.edgelist', text: '0 1\n1 2 heavy\n', format: 'edgelist' }),
    );
    expect(bad.status).toBe(400);
    const located = (await body(bad)).error;
    expect(located).toMatchObject({ file: 'bad.edgelist', line: 2 });
    expect(located.message).toMatch(/^bad\.edgelist:2/);
    const unknownFormat = await api('/graphs', json({ text: '0 1', format: 'xls' }));
    expect((await body(unknownFormat)).error).toMatchObject({ code: 'validation', field: 'format' });
    const big = await api('/graphs', json({ text: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect((await body(big)).error.message).toMatch(/larger than the server's limit of 4,096 bytes/);
    const view = await body(await api(`/graphs/${encodeURIComponent(g.id)}/view`));
    expect(view.nodes.length).toBe(g.counts.nodes);
  });

  it('answers a question as JSON, with the highlighted path, and keeps the run', async () => {
    const res = await api(
      '/ask',
      json({ question: 'Shortest path from 0 to 19?', graph: { name: 'roads.edgelist', text: ROADS } }),
    );
    expect(res.status).toBe(200);
    const run = await body(res);
    expect(run).toMatchObject({ status: 'answered', method: 'grraf' });
    expect(run.highlight.shape).toBe('path');
    expect(run.highlight.nodes).toEqual(run.solution.answer);
    expect(run.steps.map((s: { kind: string }) => s.kind)).toContain('exec');
    const listed = await body(await api('/runs'));
    expect(listed[0]).toMatchObject({ id: run.id, status: 'answered' });
    const drawn = await body(await api(`/runs/${run.id}/view`));
    expect(drawn.highlight.nodes).toEqual(run.highlight.nodes);
    expect(drawn.view.totalNodes).toBe(20);
  });

  it('streams the steps as server-sent events: run, each step in order, end', async () => {
    const { status, events } = await postSse(`${server.url}/api/ask`, {
      question: 'Shortest path from 0 to 19?',
      graphId: 'example:road-network',
      language: 'js',
    });
    expect(status).toBe(200);
    expect(events[0]!.event).toBe('run');
    const steps = events.filter((e) => e.event === 'step');
    expect(steps.map((e) => e.data.index)).toEqual(steps.map((_, i) => i));
    const end = events.at(-1)!;
    expect(end.event).toBe('end');
    expect(end.data).toMatchObject({ id: events[0]!.data.id, status: 'answered' });
    expect(end.data.steps).toHaveLength(steps.length);
  });

  it('refuses bad requests with a clear status before anything runs', async () => {
    const cases: [unknown, number, Record<string, unknown>][] = [
      [{ question: 'q', graphId: 'upload:404' }, 404, { code: 'not-found', field: 'graph' }],
      [
        { question: 'q', graphId: 'example:road-network', method: 'graphwalker' },
        400,
        { code: 'config', field: 'method' },
      ],
      [
        { question: 'q', graphId: 'example:road-network', language: 'cobol' },
        400,
        { code: 'validation', field: 'language' },
      ],
      [{ question: 'q'.repeat(20_001), graphId: 'example:road-network' }, 413, { code: 'budget' }],
      [
        { question: 'q', graph: { text: '{"nodes": [', format: 'node-link', name: 'g.json' } },
        400,
        { code: 'parse', file: 'g.json' },
      ],
      [{ question: 'q', extra: 1 }, 400, { code: 'validation' }],
      [
        // Past 2^31 ms every program "timed out" at once.
        { question: 'q', graphId: 'example:road-network', options: { timeLimitMs: 2_147_484_000 } },
        400,
        { code: 'validation', field: 'timeLimitMs', message: expect.stringMatching(/at most 86400000 ms/) },
      ],
    ];
    for (const [request, status, error] of cases) {
      const res = await api('/ask', json(request));
      expect([res.status, (await body(res)).error]).toEqual([status, expect.objectContaining(error)]);
    }
    const notJson = await api('/ask', { method: 'POST', body: 'question=q' });
    expect(notJson.status).toBe(400);
    // Over SSE the same errors are HTTP errors too: the stream never starts.
    const sse = await postSse(`${server.url}/api/ask`, { question: 'q', graphId: 'store:9' });
    expect(sse.status).toBe(404);
  });

  it('cancels the question when the client closes the stream, leaving nothing running', async () => {
    const before = aborted.count;
    let runId = '';
    await postSse(
      `${server.url}/api/ask`,
      { question: 'Please wait forever.', graphId: 'example:road-network' },
      (e) => {
        if (e.event === 'run') runId = e.data.id;
        return e.event === 'step' ? 'stop' : undefined; // the input step has arrived; the model call hangs
      },
    );
    const t = performance.now();
    let run = await body(await api(`/runs/${runId}`));
    while (run.status === 'running' && performance.now() - t < 2000) {
      await new Promise((r) => setTimeout(r, 20));
      run = await body(await api(`/runs/${runId}`));
    }
    expect(performance.now() - t).toBeLessThan(1000);
    expect(run.status).toBe('cancelled');
    expect(run.solution.error.code).toBe('cancelled');
    expect(aborted.count).toBe(before + 1);
    expect(server.context.runs.active()).toBe(0);
    expect(server.context.executors.busy()).toBe(0);
  });

  it('cancels a run on request', async () => {
    const started = api('/ask', json({ question: 'Please wait forever.', graphId: 'example:road-network' }));
    await new Promise((r) => setTimeout(r, 100));
    const [latest] = await body(await api('/runs'));
    expect(latest.status).toBe('running');
    expect((await api(`/runs/${latest.id}/cancel`, { method: 'POST' })).status).toBe(200);
    const res = await started;
    expect(res.status).toBe(499);
    expect((await body(res)).status).toBe('cancelled');
  });
});

describe('grraf serve when the model fails', () => {
  it('ends the trace with the error: could-not-compute at the failing step (502 as JSON)', async () => {
    const model = scriptedModel(conversation('answer = 1').slice(0, 1));
    const server = await testServer(createLlmRuntime({ model, limits: { maxRetries: 0 } }));
    try {
      const { events } = await postSse(`${server.url}/api/ask`, {
        question: 'q',
        graphId: 'example:road-network',
      });
      const end = events.at(-1)!;
      expect(end.data).toMatchObject({
        status: 'could-not-compute',
        solution: { error: { code: 'model', step: 'phrase' } },
      });
      expect(end.data.steps.at(-1).error.code).toBe('model');
      const res = await fetch(
        `${server.url}/api/ask`,
        json({ question: 'q', graphId: 'example:road-network' }),
      );
      expect(res.status).toBe(502);
    } finally {
      await server.close();
    }
  });
});

describe('grraf serve without a model', () => {
  it('replays the bundled examples and says so; anything else is a 503 naming the recorded questions', async () => {
    const server = await testServer(undefined);
    try {
      const health = await body(await fetch(`${server.url}/api/health`));
      expect(health).toMatchObject({ model: null, replayOnly: true });
      const question = 'Which stores can receive goods that start at the supplier Nordic Steel?';
      const run = await body(
        await fetch(`${server.url}/api/ask`, json({ question, graphId: 'example:supply-chain' })),
      );
      expect(run).toMatchObject({ status: 'answered', replay: { example: 'supply-chain' } });
      expect(run.highlight).toMatchObject({ shape: 'set' });
      expect(run.highlight.nodes).toHaveLength(run.solution.answer.length);
      const other = await fetch(
        `${server.url}/api/ask`,
        json({ question: 'How many?', graphId: 'example:supply-chain' }),
      );
      expect(other.status).toBe(503);
      expect((await body(other)).error.message).toMatch(/recorded answers for: "Which stores/);
    } finally {
      await server.close();
    }
  });
});

describe('grraf serve access', () => {
  it('requires the API key when one is set (not for the health check)', async () => {
    const server = await testServer(undefined, { apiKey: 's3cret' });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const refused = await fetch(`${server.url}/api/graphs`);
      expect([refused.status, refused.headers.get('www-authenticate')]).toEqual([
        401,
        'Bearer realm="grraf"',
      ]);
      expect(
        (await fetch(`${server.url}/api/graphs`, { headers: { authorization: 'Bearer wrong' } })).status,
      ).toBe(401);
      expect(
        (await fetch(`${server.url}/api/graphs`, { headers: { authorization: 'Bearer s3cret' } })).status,
      ).toBe(200);
      expect((await fetch(`${server.url}/api/graphs`, { headers: { 'x-api-key': 's3cret' } })).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  });

  it('refuses to listen beyond this machine without a key', async () => {
    await expect(startServer({ host: '0.0.0.0', port: 0, environment: { env: {} } })).rejects.toThrow(
      /listening on 0\.0\.0\.0 needs an API key/,
    );
  });

  it('on loopback refuses a Host or Origin that is not this machine (DNS rebinding), unless CORS allows the origin', async () => {
    const server = await testServer(undefined, { corsOrigins: ['http://example.test'] });
    try {
      const status = (headers: Record<string, string>) => statusOf(server.port, '/api/graphs', headers);
      expect(await status({})).toBe(200);
      expect(await status({ host: `localhost:${server.port}`, origin: 'http://127.0.0.1:5173' })).toBe(200);
      expect(await status({ host: `rebound.example:${server.port}` })).toBe(403);
      expect(await status({ origin: 'http://rebound.example' })).toBe(403);
      expect(await status({ origin: 'http://example.test' })).toBe(200);
      expect(await statusOf(server.port, '/', { host: 'rebound.example' })).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('sends no CORS headers unless an origin is allowed', async () => {
    const closed = await testServer(undefined);
    const open = await testServer(undefined, { corsOrigins: ['http://example.test'] });
    try {
      const headers = { origin: 'http://example.test' };
      expect(
        (await fetch(`${closed.url}/api/graphs`, { headers })).headers.get('access-control-allow-origin'),
      ).toBeNull();
      expect(
        (await fetch(`${open.url}/api/graphs`, { headers })).headers.get('access-control-allow-origin'),
      ).toBe('http://example.test');
    } finally {
      await Promise.all([closed.close(), open.close()]);
    }
  });

  it('says how to build the page when it is not built, and still serves the API', async () => {
    const server = await testServer(undefined, { webDir: '/nonexistent/grraf-web' });
    try {
      const page = await fetch(`${server.url}/`);
      expect([page.status, await page.text()]).toEqual([503, expect.stringContaining('npm run build')]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says when the port is taken', async () => {
    const first = await testServer(undefined);
    try {
      await expect(testServer(undefined, { port: first.port })).rejects.toThrow(/port \d+ is in use/);
    } finally {
      await first.close();
    }
  });
});
