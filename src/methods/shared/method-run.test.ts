import { describe, expect, it } from 'vitest';
import type { ExecLanguage, Executor } from '../../exec/executor.js';
import { Trace } from '../../trace/trace.js';
import type { MethodContext } from '../method.js';
import { pathGraph } from '../test-support/graphs.js';
import { defaultServices } from './default-services.js';
import { MethodRun, solveWith } from './method-run.js';

/** A stand-in executor that counts how often it is closed. */
function fakeExecutor(language: ExecLanguage): Executor & { closed: number } {
  const ex = {
    language,
    closed: 0,
    run: async () => ({ ok: true, answer: null, stdout: '', ms: 0 }),
    close: async () => {
      ex.closed++;
    },
  };
  return ex as unknown as Executor & { closed: number };
}

/** Only what MethodRun reads of a context: the trace's length when the run starts. */
function context(executor?: MethodContext['executor']): MethodContext {
  return { llm: { trace: { steps: [] } }, ...(executor ? { executor } : {}) } as unknown as MethodContext;
}

describe('MethodRun.executor', () => {
  it('makes one executor per language for the whole run, and closes each once', async () => {
    const made: (Executor & { closed: number })[] = [];
    const services = {
      createExecutor: async (language: ExecLanguage) => {
        const ex = fakeExecutor(language);
        made.push(ex);
        return ex;
      },
    };
    const run = new MethodRun('m', { question: 'q' }, context());
    const [a, b] = await Promise.all([run.executor('js', services), run.executor('js', services)]);
    const python = await run.executor('python', services);
    expect(a).toBe(b);
    expect(python).not.toBe(a);
    expect(made.map((e) => e.language)).toEqual(['js', 'python']);
    await run.close();
    expect(made.map((e) => e.closed)).toEqual([1, 1]);
  });

  it("asks the caller's executors once per language and closes none of them", async () => {
    const lent = fakeExecutor('js');
    let asked = 0;
    const run = new MethodRun(
      'm',
      { question: 'q' },
      context(() => {
        asked++;
        return lent;
      }),
    );
    const services = {
      createExecutor: async (): Promise<Executor> => {
        throw new Error('a run with the caller’s executors makes none');
      },
    };
    expect(await run.executor('js', services)).toBe(lent);
    expect(await run.executor('js', services)).toBe(lent);
    expect(asked).toBe(1);
    await run.close();
    expect(lent.closed).toBe(0);
  });
});

describe('MethodRun.during', () => {
  it('returns what the step gives, and a failure inside a step is reported at that step', async () => {
    const ctx = { llm: { trace: new Trace() } } as unknown as MethodContext;
    const solution = await solveWith(
      'm',
      { question: 'q' },
      ctx,
      () => ({}),
      async (run: MethodRun<'first' | 'second'>) => {
        const n = await run.during('first', async () => 41);
        run.during('second', () => {
          throw new Error(`broke after ${n + 1}`);
        });
        return run.finish({ outcome: 'answered', answer: n, text: '', details: {} });
      },
    );
    expect(solution.error).toMatchObject({ step: 'second', message: 'broke after 42' });
  });
});

describe('MethodRun.schema', () => {
  const task = { question: 'q', graph: pathGraph(3) };
  const contextWith = (trace: Trace) => ({ llm: { trace } }) as unknown as MethodContext;

  it("notes S in the method's own form, and closes the store it made when the run ends", async () => {
    const trace = new Trace();
    const run = new MethodRun<'schema'>('m', task, contextWith(trace));
    const services = defaultServices();
    const input = run.readInput(services);
    const step = await run.schema(input, 'js', services, {
      note: (schema) => ({
        text: `${schema.nodeCount} nodes`,
        data: { toolset: schema.edgeCount > 1 ? 'graph' : 'maze' },
      }),
    });
    expect(run.step).toBe('schema');
    expect(trace.steps.at(-1)).toMatchObject({ name: 'schema', text: '3 nodes', data: { toolset: 'graph' } });
    let closed = false;
    const close = step.store.close.bind(step.store);
    step.store.close = async () => {
      closed = true;
      await close();
    };
    await run.close();
    expect(step.ownsStore).toBe(true);
    expect(closed).toBe(true);
  });

  it('notes nothing when told not to', async () => {
    const trace = new Trace();
    const run = new MethodRun<'schema'>('m', task, contextWith(trace));
    const services = defaultServices();
    const before = trace.steps.length;
    await run.schema(run.readInput(services), 'js', services, { note: false });
    expect(trace.steps.slice(before).filter((s) => s.name === 'schema')).toEqual([]);
    await run.close();
  });
});
