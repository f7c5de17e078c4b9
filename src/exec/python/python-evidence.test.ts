import { afterAll, describe, expect, it } from 'vitest';
import { pathGraph } from '../test-support/graphs.js';
import { PythonExecutor } from './python-executor.js';
import { sandboxStatus } from './sandbox.js';

const sandbox = sandboxStatus();
// About reading a program's evidence, not containment: unsandboxed where bubblewrap cannot start.
const where = sandbox.ok ? 'in the sandbox' : `UNSANDBOXED (${sandbox.reason})`;
const ex = new PythonExecutor({
  limits: { timeLimitMs: 10_000, memoryMb: 1024 },
  allowUnsandboxed: !sandbox.ok,
});
afterAll(() => ex.close());
const run = (code: string) => ex.run(code, { graphs: { G: pathGraph() } });

describe(`PythonExecutor reads \`evidence\` beside \`answer\`, ${where}`, () => {
  it('as NetworkX returns it (tuples, ids kept), and leaves it out when there is none', async () => {
    const r = await run(
      "answer = nx.shortest_path_length(G, 0, 1)\nevidence = {'path': nx.shortest_path(G, 0, 1)}",
    );
    expect(r).toMatchObject({ ok: true, answer: 1, evidence: { value: { path: [0, 1] } } });
    expect((await run("answer = 1\nevidence = {'cut': [(0, 1)]}")).evidence).toEqual({
      value: { cut: [[0, 1]] },
    });
    const none = await run('answer = 1');
    expect(none.ok && 'evidence' in none).toBe(false);
  });

  it('reports evidence that cannot be converted as a problem, keeping the answer', async () => {
    const r = await run('answer = 1\ne = []\nfor _ in range(5000):\n    e = [e]\nevidence = {"nodes": e}');
    expect(r).toMatchObject({
      ok: true,
      answer: 1,
      evidence: { problem: expect.stringContaining('cannot be converted') },
    });
  });
});
