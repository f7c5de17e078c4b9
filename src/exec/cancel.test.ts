import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import type { GraphData } from '../graph/model.js';
import type { Executor } from './executor.js';
import { JsExecutor } from './js/js-executor.js';
import { PythonExecutor } from './python/python-executor.js';
import { sandboxStatus } from './python/sandbox.js';
import { networkxMissing, titleWithSkipReason } from './test-support/networkx-missing.js';

const G: GraphData = { directed: false, nodes: [{ id: 0, labels: [], properties: {} }], edges: [] };

/** Starts an endless program, aborts it after 200 ms, and measures how long the run took to end. */
async function cancelEndlessRun(executor: Executor, code: string): Promise<{ error: unknown; ms: number }> {
  const controller = new AbortController();
  const started = performance.now();
  setTimeout(() => controller.abort(), 200);
  const error = await executor.run(code, { graphs: { G } }, { timeLimitMs: 60_000 }, controller.signal).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe('cancelling a run', () => {
  it('stops an endless JavaScript program within 1 s and the executor keeps working', async () => {
    const js = new JsExecutor();
    try {
      const { error, ms } = await cancelEndlessRun(js, 'for (;;) {}');
      expect(isGrrafError(error, 'cancelled')).toBe(true);
      expect(ms).toBeLessThan(1200);
      const next = await js.run('answer = G.order', { graphs: { G } });
      expect(next).toMatchObject({ ok: true, answer: 1 });
    } finally {
      await js.close();
    }
  });

  it('stops a JavaScript program whose thrown value loops when read, and the executor keeps working', async () => {
    const js = new JsExecutor();
    try {
      const { error, ms } = await cancelEndlessRun(js, 'throw new Proxy({}, { get() { for (;;) {} } })');
      expect(isGrrafError(error, 'cancelled')).toBe(true);
      expect(ms).toBeLessThan(1200);
      const next = await js.run('answer = G.order', { graphs: { G } });
      expect(next).toMatchObject({ ok: true, answer: 1 });
    } finally {
      await js.close();
    }
  });

  it('refuses to start a JavaScript run whose signal already aborted', async () => {
    const js = new JsExecutor();
    try {
      const error = await js.run('answer = 1', { graphs: { G } }, {}, AbortSignal.abort()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isGrrafError(error, 'cancelled')).toBe(true);
    } finally {
      await js.close();
    }
  });

  const sandbox = sandboxStatus();
  it(`stops an endless Python program within 1 s (${sandbox.ok ? 'sandboxed' : `unsandboxed: ${sandbox.reason}`})`, async () => {
    const py = new PythonExecutor({ prestart: false, allowUnsandboxed: !sandbox.ok });
    try {
      const { error, ms } = await cancelEndlessRun(py, 'while True:\n    pass');
      expect(isGrrafError(error, 'cancelled')).toBe(true);
      expect(ms).toBeLessThan(1200);
    } finally {
      await py.close();
    }
  });
});

describe('program parameters', () => {
  it('reach a JavaScript program as `params`, and default to an empty object', async () => {
    const js = new JsExecutor();
    try {
      const code = 'answer = [params.source, params.k ?? null, Object.keys(params).length]';
      expect((await js.run(code, { graphs: { G }, params: { source: '0', k: 2 } })).answer).toEqual([
        '0',
        2,
        2,
      ]);
      expect((await js.run(code, { graphs: { G } })).answer).toEqual([null, null, 0]);
    } finally {
      await js.close();
    }
  });

  const noNetworkx = networkxMissing();
  it.skipIf(noNetworkx)(titleWithSkipReason('reach a Python program as `params`', noNetworkx), async () => {
    const py = new PythonExecutor({ prestart: false, allowUnsandboxed: !sandboxStatus().ok });
    try {
      const r = await py.run("answer = [params['source'], len(params)]", {
        graphs: { G },
        params: { source: 3 },
      });
      expect(r.answer).toEqual([3, 1]);
    } finally {
      await py.close();
    }
  });
});
