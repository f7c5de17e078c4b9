import { describe, expect, it } from 'vitest';
import type { GraphData } from '../graph/model.js';
import type { ExecInput, ExecLanguage, ExecResult, Executor } from './executor.js';
import { ExecutorPool } from './executor-pool.js';
import { createExecutor } from './index.js';

/** An executor that answers when `release` is called, and records how many runs overlapped on it. */
function gatedExecutor(language: ExecLanguage, log: { made: number; closed: number }) {
  log.made += 1;
  let running = 0;
  const stats = { maxOverlap: 0 };
  const gates: (() => void)[] = [];
  const executor: Executor & { stats: typeof stats } = {
    language,
    stats,
    async run(code) {
      running += 1;
      stats.maxOverlap = Math.max(stats.maxOverlap, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running -= 1;
      return { ok: true, answer: code, output: '', durationMs: 0 } as ExecResult;
    },
    close: async () => {
      log.closed += 1;
    },
  };
  return {
    executor,
    release: () => {
      for (const g of gates.splice(0)) g();
    },
  };
}

describe('ExecutorPool', () => {
  it('spreads concurrent JavaScript runs over its isolates and shares one executor per other language', async () => {
    const log = { made: 0, closed: 0 };
    const made: ReturnType<typeof gatedExecutor>[] = [];
    const pool = new ExecutorPool({
      jsIsolates: 2,
      create: (language) => {
        const g = gatedExecutor(language, log);
        made.push(g);
        return g.executor;
      },
    });
    const js = pool.executor('js');
    expect(pool.executor('js')).toBe(js);
    const runs = [js.run('a', { graphs: {} }), js.run('b', { graphs: {} }), js.run('c', { graphs: {} })];
    const py = [
      pool.executor('python').run('p', { graphs: {} }),
      pool.executor('python').run('q', { graphs: {} }),
    ];
    await new Promise((r) => setTimeout(r, 10));
    expect(pool.busy()).toBe(5);
    expect(made.map((m) => m.executor.language)).toEqual(['js', 'js', 'python']);
    // Three runs on two isolates: one of them has two waiting.
    for (const m of made) m.release();
    await new Promise((r) => setTimeout(r, 10));
    for (const m of made) m.release();
    expect((await Promise.all(runs)).map((r) => r.answer)).toEqual(['a', 'b', 'c']);
    expect((await Promise.all(py)).map((r) => r.answer)).toEqual(['p', 'q']);
    expect(pool.busy()).toBe(0);
    // A method closing its handle closes nothing; the pool closes each executor once.
    await js.close();
    expect(log.closed).toBe(0);
    await pool.close();
    expect(log.closed).toBe(3);
  });

  it("sends a question's build ahead to the least busy isolate, and then its run to that isolate", async () => {
    const log = { made: 0, closed: 0 };
    const made: (ReturnType<typeof gatedExecutor> & { prepared: string[]; ran: string[] })[] = [];
    const pool = new ExecutorPool({
      jsIsolates: 2,
      create: (language) => {
        const g = gatedExecutor(language, log);
        const entry = { ...g, prepared: [] as string[], ran: [] as string[] };
        const run = g.executor.run.bind(g.executor);
        Object.assign(g.executor, {
          prepareGraphs: async (graphs: Record<string, GraphData>) => {
            entry.prepared.push(String(graphs.G?.name));
          },
          run: (code: string, input: ExecInput) => {
            entry.ran.push(code);
            return run(code, input);
          },
        });
        made.push(entry);
        return g.executor;
      },
    });
    const js = pool.executor('js') as Executor & Required<Pick<Executor, 'prepareGraphs'>>;
    const graph = (name: string): GraphData => ({ name, directed: false, nodes: [], edges: [] });
    const x = graph('x');
    const busy = js.run('busy', { graphs: {} });
    // The first isolate is busy: the second builds x.
    await js.prepareGraphs({ G: x });
    await new Promise((r) => setTimeout(r, 10));
    for (const m of made) m.release();
    await busy;
    // Both idle now: x's run goes where x waits, not to the first idle isolate; others go anywhere.
    const onX = js.run('on-x', { graphs: { G: x } });
    const other = js.run('other', { graphs: { G: graph('z') } });
    await new Promise((r) => setTimeout(r, 10));
    for (const m of made) m.release();
    await Promise.all([onX, other]);
    expect(made.map((m) => [m.prepared, m.ran])).toEqual([
      [[], ['busy', 'other']],
      [['x'], ['on-x']],
    ]);
    // Two questions built ahead at once go to two isolates (each keeps one spare).
    await Promise.all([js.prepareGraphs({ G: graph('p') }), js.prepareGraphs({ G: graph('q') })]);
    expect(made.map((m) => m.prepared.at(-1))).toEqual(['p', 'q']);
    // Other languages have nothing to build ahead.
    expect('prepareGraphs' in pool.executor('python')).toBe(false);
    await pool.close();
  });

  it('sends a question to the idle isolate that kept its graph built from the last run on it', async () => {
    const log = { made: 0, closed: 0 };
    const made: (ReturnType<typeof gatedExecutor> & {
      prepared: string[];
      ran: string[];
      kept?: GraphData;
    })[] = [];
    const pool = new ExecutorPool({
      jsIsolates: 2,
      create: (language) => {
        const g = gatedExecutor(language, log);
        const entry: (typeof made)[number] = { ...g, prepared: [], ran: [] };
        const run = g.executor.run.bind(g.executor);
        Object.assign(g.executor, {
          prepareGraphs: async (graphs: Record<string, GraphData>) => {
            entry.prepared.push(String(graphs.G?.name));
          },
          holdsGraphs: (graphs: Record<string, GraphData>) =>
            entry.kept !== undefined && graphs.G === entry.kept,
          run: async (code: string, input: ExecInput) => {
            entry.ran.push(code);
            const r = await run(code, input);
            entry.kept = input.graphs.G;
            return r;
          },
        });
        made.push(entry);
        return g.executor;
      },
    });
    const js = pool.executor('js') as Executor & Required<Pick<Executor, 'prepareGraphs'>>;
    const graph = (name: string): GraphData => ({ name, directed: false, nodes: [], edges: [] });
    const [x, y] = [graph('x'), graph('y')];
    const release = async () => {
      await new Promise((r) => setTimeout(r, 10));
      for (const m of made) m.release();
    };
    // Two runs at once: x on the first isolate, y on the second; each keeps its graph built.
    const both = [js.run('x1', { graphs: { G: x } }), js.run('y1', { graphs: { G: y } })];
    await release();
    await Promise.all(both);
    // y's next question (built ahead, then run) goes to the second isolate, not the first idle one.
    await js.prepareGraphs({ G: y });
    const y2 = js.run('y2', { graphs: { G: y } });
    await release();
    await y2;
    // A run without a build ahead finds its kept graph too.
    const x2 = js.run('x2', { graphs: { G: x } });
    await release();
    await x2;
    expect(made.map((m) => [m.prepared, m.ran])).toEqual([
      [[], ['x1', 'x2']],
      [['y'], ['y1', 'y2']],
    ]);
    await pool.close();
  });

  it('runs real programs on real isolates', async () => {
    const pool = new ExecutorPool({ create: (l) => createExecutor(l) });
    try {
      const js = pool.executor('js');
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) => js.run(`answer = ${n} * 10`, { graphs: {} })),
      );
      expect(results.map((r) => r.answer)).toEqual([10, 20, 30, 40]);
    } finally {
      await pool.close();
    }
  });
});
