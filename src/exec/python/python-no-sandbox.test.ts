/**
 * The executor where bubblewrap is missing or broken. In a file of its own: the unsandboxed warning
 * is emitted once per process, and python-executor.test.ts opts in first where the sandbox is absent.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { pathGraph } from '../test-support/graphs.js';
import { PythonExecutor } from './python-executor.js';
import { sandboxStatus } from './sandbox.js';

const G = pathGraph();
afterAll(() => {
  delete process.env.GRRAF_PYTHON_UNSANDBOXED;
});

describe('where the Python sandbox cannot start', () => {
  const missing = { bubblewrap: '/nonexistent/bwrap', prestart: false };

  it('refuses with a config error that says why and how to opt in', async () => {
    const ex = new PythonExecutor(missing);
    const error = await ex.run('answer = 1', { graphs: { G } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isGrrafError(error, 'config')).toBe(true);
    expect(String(error)).toMatch(/bubblewrap is not installed.*apt-get install bubblewrap/);
    expect(String(error)).toMatch(/GRRAF_PYTHON_UNSANDBOXED=1/);
    await ex.close();
  });

  it('runs unsandboxed only when opted in, with one warning', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const ex = new PythonExecutor({ ...missing, allowUnsandboxed: true });
    try {
      const r = await ex.run('answer = G.number_of_nodes()', { graphs: { G } });
      expect(r).toMatchObject({ ok: true, answer: 5 });
      expect(warn.mock.calls.some(([m]) => /WITHOUT a sandbox/.test(String(m)))).toBe(true);
    } finally {
      warn.mockRestore();
      await ex.close();
    }
  });

  it('refuses even with GRRAF_PYTHON_UNSANDBOXED=1 when network isolation is required', async () => {
    process.env.GRRAF_PYTHON_UNSANDBOXED = '1';
    const ex = new PythonExecutor({ ...missing, requireNetworkIsolation: true });
    try {
      await expect(ex.run('answer = 1', { graphs: { G } })).rejects.toThrow(/sandbox cannot start/);
    } finally {
      delete process.env.GRRAF_PYTHON_UNSANDBOXED;
      await ex.close();
    }
  });

  it('says when bwrap is there but cannot create namespaces', () => {
    const status = sandboxStatus('/bin/false');
    expect(status).toMatchObject({ ok: false });
    expect(status.ok ? '' : status.reason).toMatch(/cannot create its namespaces/);
  });
});
