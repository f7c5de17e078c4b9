import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { labeledGraph, pathGraph } from '../test-support/graphs.js';
import { makeVenv } from '../test-support/python-venv.js';
import { findPython, pythonCandidates } from './interpreter.js';
import { PythonExecutor, toNodeLink } from './python-executor.js';
import { SANDBOX_CWD, sandboxStatus } from './sandbox.js';

const sandbox = sandboxStatus();
// These tests are about NetworkX programs, not containment: where bubblewrap cannot start they
// run unsandboxed, and say so in their name (python-hostile.test.ts skips instead).
const where = sandbox.ok ? 'in the sandbox' : `UNSANDBOXED (${sandbox.reason})`;

const ex = new PythonExecutor({
  limits: { timeLimitMs: 10_000, memoryMb: 1024 },
  allowUnsandboxed: !sandbox.ok,
});
afterAll(() => ex.close());
const G = pathGraph();

describe(`PythonExecutor, ${where}`, () => {
  it('runs NetworkX on G with integer ids kept and weights as edge attributes', async () => {
    const r = await ex.run(
      'answer = [sorted(G.nodes), G.edges[0, 1]["weight"], "weight" in G.edges[1, 2], nx.number_connected_components(G)]',
      { graphs: { G } },
    );
    expect(r).toMatchObject({ ok: true, answer: [[0, 1, 2, 3, 4], 2, false, 2] });
  });

  it('converts generators, sets, tuples, dict keys and non-finite floats to JSON', async () => {
    const code = [
      'answer = {',
      '  "cc": nx.connected_components(G),',
      '  "dist": nx.single_source_shortest_path_length(G, 0),',
      '  "t": (1, 2), "inf": float("inf"), "nan": float("nan"),',
      '}',
    ].join('\n');
    const r = await ex.run(code, { graphs: { G } });
    expect(r.answer).toEqual({
      cc: [[0, 1, 2, 3], [4]],
      dist: { '0': 0, '1': 1, '2': 2, '3': 3 },
      t: [1, 2],
      inf: 'Infinity',
      nan: 'NaN',
    });
  });

  it('takes the last expression when `answer` is not assigned, and sees G_prime with attributes', async () => {
    const r = await ex.run(
      'x = G_prime.nodes["a"]\n[x["labels"], x["weight"], x["name"], G_prime.edges["a", "b"]["type"]]',
      {
        graphs: { G, G_prime: labeledGraph() },
      },
    );
    expect(r).toMatchObject({ ok: true, answer: [['Person'], 5, 'Ada', 'KNOWS'] });
  });

  it('captures prints apart from the answer', async () => {
    const r = await ex.run('print("answer is", 7)\nanswer = 7', { graphs: { G } });
    expect(r).toMatchObject({ ok: true, answer: 7, output: 'answer is 7\n' });
  });

  it('reports syntax errors, runtime errors with lines, and a missing answer', async () => {
    const [syn, run, none] = await Promise.all([
      ex.run('x = 1\ny = = 2', { graphs: { G } }),
      ex.run('x = 1\n\nG.nodes[99]', { graphs: { G } }),
      ex.run('x = 1', { graphs: { G } }),
    ]);
    expect(syn).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
    expect(run).toMatchObject({ ok: false, error: { kind: 'runtime', line: 3 } });
    expect(run.error?.message).toMatch(/KeyError: 99/);
    expect(none).toMatchObject({ ok: false, error: { kind: 'runtime' } });
  });

  it('gives every run a fresh process (the spare started ahead is used once)', async () => {
    await ex.run('import builtins\nbuiltins.leak = 1\nG.remove_node(0)\nanswer = 0', { graphs: { G } });
    const r = await ex.run('import builtins\nanswer = [hasattr(builtins, "leak"), G.number_of_nodes()]', {
      graphs: { G },
    });
    expect(r.answer).toEqual([false, 5]);
  });

  it.skipIf(!sandbox.ok)(
    'runs in the sandbox’s working directory; a closed executor refuses (skipped: no bubblewrap)',
    async () => {
      const own = new PythonExecutor();
      const r = await own.run('import os\nanswer = os.getcwd()', { graphs: { G } });
      await own.close();
      expect(r.answer).toBe(SANDBOX_CWD);
      await expect(own.run('answer = 1', { graphs: { G } })).rejects.toThrow(/closed/);
    },
  );

  it('builds node-link data with ids as given', () => {
    const d = toNodeLink(labeledGraph()) as { nodes: unknown[]; links: unknown[] };
    expect(d.nodes[0]).toEqual({ name: 'Ada', labels: ['Person'], weight: 5, id: 'a' });
    expect(d.links[0]).toEqual({ since: 2020, type: 'KNOWS', source: 'a', target: 'b' });
  });
});

describe('Python interpreter discovery', () => {
  it('takes GRRAF_PYTHON alone when set, else the project venv when it exists, python3, /usr/bin/python3', () => {
    const venvPython = process.execPath; // any file that exists stands for .venv/bin/python
    expect(pythonCandidates({ GRRAF_PYTHON: '/opt/py' }, venvPython)).toEqual(['/opt/py']);
    expect(pythonCandidates({}, venvPython)).toEqual([venvPython, 'python3', '/usr/bin/python3']);
    expect(pythonCandidates({}, '/nonexistent/.venv/bin/python')).toEqual(['python3', '/usr/bin/python3']);
  });

  it('says how to install networkx when no candidate imports it', () => {
    expect(() => findPython(['/nonexistent/python3'])).toThrow(/npm run setup:python/);
  });

  it('refuses a GRRAF_PYTHON that does not work, naming it, instead of running another Python', () => {
    const saved = process.env.GRRAF_PYTHON;
    process.env.GRRAF_PYTHON = '/nonexistent/python3';
    try {
      const error = (() => {
        try {
          findPython();
        } catch (e) {
          return e;
        }
      })();
      expect(isGrrafError(error, 'config')).toBe(true);
      expect(error).toMatchObject({ location: { field: 'GRRAF_PYTHON' } });
      expect(String(error)).toMatch(/GRRAF_PYTHON.*\/nonexistent\/python3/);
    } finally {
      if (saved === undefined) delete process.env.GRRAF_PYTHON;
      else process.env.GRRAF_PYTHON = saved;
    }
  });
});

describe.skipIf(!sandbox.ok)(
  'interpreter discovery runs no site code outside the sandbox (skipped: no bubblewrap)',
  () => {
    it('a .pth file in site-packages does not run when the interpreter is probed', () => {
      const dir = mkdtempSync(join(tmpdir(), 'grraf-pth-'));
      try {
        const marker = join(dir, 'pth-ran');
        const venv = makeVenv(dir, {
          'zz_grraf.pth': `import os; open(${JSON.stringify(marker)}, "w").close()\n`,
        });
        if (typeof venv === 'string') throw new Error(`no virtualenv for the test: ${venv}`);
        const info = findPython([venv.python], sandbox.ok ? sandbox.bwrap : undefined);
        expect(info.executable).toBe(venv.python);
        expect(existsSync(marker)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
