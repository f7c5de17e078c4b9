/**
 * The frame every method runs in: it remembers where the question's steps start in the trace,
 * which step is running, and what to close; a thrown error becomes a "could not compute" Solution
 * naming that step (a cancelled question ends as "cancelled"), and the cleanups always run.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import type { ExecLanguage, Executor } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import { addNote, addStopNote } from '../../trace/steps.js';
import { sumUsage, type Trace, type TraceNotes } from '../../trace/trace.js';
import { cancelledError } from '../../util/cancel.js';
import type { MethodContext, Task } from '../method.js';
import type { MethodDetails, Solution, SolutionError, SolutionResult } from '../solution.js';
import { type GraphInput, noteInput, readGraphInput } from './graph-input.js';
import {
  extractSchema,
  extractSchemaAhead,
  type SchemaAhead,
  type SchemaServices,
  type SchemaStep,
  type StoreNeeds,
} from './schema-step.js';
import type { MethodServices } from './services.js';

/** What a finished run reports besides the method, question, trace, usage and time. */
export type RunResult<Details extends MethodDetails> = SolutionResult<Details>;

/** How the schema step notes S in the trace: as prompt text (the default), or in the method's own form. */
export interface SchemaNote {
  /** The note's text and data (GraphWalk: its schema table and toolset); `false`: no note (GraphSkill). */
  note?: false | ((schema: GraphSchema, text: string) => { text: string; data?: TraceNotes['schema'] });
}

/**
 * One method run. `Step` is the method's union of step names (the trace's names), so a misspelled
 * step does not compile; 'input' (reading the task) is every method's first, and a method that
 * calls `schema` names 'schema' among its steps.
 */
export class MethodRun<Step extends string = string> {
  readonly started = Date.now();
  /** Index of this run's first step in a trace that may be shared by several questions. */
  readonly firstStep: number;
  /**
   * The step running now, named as in the trace; a failure is reported at it. It stays current
   * until the next step begins (prefer `during`; GraphWalk still sets it by hand).
   */
  step: Step | 'input' = 'input';
  /** The question as the model sees it (set once the input is read). */
  question: string;
  private readonly cleanups: (() => Promise<void>)[] = [];
  private readonly executors = new Map<ExecLanguage, Promise<Executor>>();

  constructor(
    readonly method: string,
    readonly task: Task,
    readonly ctx: MethodContext,
  ) {
    this.firstStep = ctx.llm.trace.steps.length;
    this.question = task.question;
  }

  get trace(): Trace {
    return this.ctx.llm.trace;
  }

  /** Reads the task's graph and question, makes that the question the model sees, and notes it. */
  readInput(services: Pick<MethodServices, 'parseQuestion'>): GraphInput {
    this.step = 'input';
    const input = readGraphInput(this.task, services);
    this.question = input.question;
    noteInput(this.trace, input);
    return input;
  }

  /** Makes `step` the current step and runs `work` in it; what `work` returns is returned. */
  during<T>(step: Step, work: () => T): T {
    this.step = step;
    return work();
  }

  /**
   * The schema step (GRRAF's step 4, shared): puts the graph in a store suited to `language` when
   * it is not in one (closed when the run ends), reads S, and notes it in the trace.
   */
  schema(
    input: GraphInput,
    language: ExecLanguage,
    services: SchemaServices,
    how: SchemaNote = {},
  ): Promise<SchemaStep> {
    return this.during('schema' as Step, async () => {
      const step = await extractSchema(input, language, services);
      if (step.ownsStore) this.onClose(() => step.store.close());
      this.noteSchema(step, how);
      return step;
    });
  }

  /**
   * The schema step for a store that may still be loading (see extractSchemaAhead): S at once,
   * noted; the store, when the run owns it, closed when the run ends.
   */
  schemaAhead(
    input: GraphInput,
    language: ExecLanguage,
    services: SchemaServices,
    needs: StoreNeeds = {},
  ): Promise<SchemaAhead> {
    return this.during('schema' as Step, async () => {
      const ahead = await extractSchemaAhead(input, language, services, needs);
      this.onClose(async () => {
        const step = await ahead.ready.catch(() => undefined);
        if (step?.ownsStore) await step.store.close();
      });
      this.noteSchema(ahead, {});
      return ahead;
    });
  }

  private noteSchema(step: { schema: GraphSchema; text: string }, how: SchemaNote): void {
    if (how.note === false) return;
    const note = how.note ? how.note(step.schema, step.text) : { text: step.text };
    addNote(this.trace, 'schema', note.text, note.data === undefined ? {} : { data: note.data });
  }

  /** The question's AbortSignal (pass it to every executor run). */
  get signal(): AbortSignal | undefined {
    return this.ctx.llm.signal;
  }

  /**
   * The executor for `language`, one per run and language: the caller's (bench, server), or one
   * this run makes and closes. Every call of a run gets the same one, so graphs built ahead in it
   * are there for the run's programs (a server's pool would otherwise pick another isolate).
   */
  executor(language: ExecLanguage, services: Pick<MethodServices, 'createExecutor'>): Promise<Executor> {
    let found = this.executors.get(language);
    if (found === undefined) {
      found = this.acquire(language, services);
      this.executors.set(language, found);
    }
    return found;
  }

  private async acquire(
    language: ExecLanguage,
    services: Pick<MethodServices, 'createExecutor'>,
  ): Promise<Executor> {
    if (this.ctx.executor) return this.ctx.executor(language);
    const own = await services.createExecutor(language);
    this.onClose(() => own.close());
    return own;
  }

  /** Registers something to close when the run ends, however it ends. */
  onClose(close: () => Promise<void>): void {
    this.cleanups.push(close);
  }

  /** Builds the Solution from what the run produced and its part of the trace. */
  finish<Details extends MethodDetails>(result: RunResult<Details>): Solution<Details> {
    const trace = this.trace.steps.slice(this.firstStep);
    return {
      method: this.method,
      question: this.question,
      ...result,
      trace,
      usage: sumUsage(trace),
      ms: Date.now() - this.started,
    };
  }

  /** A Solution that says it could not compute, and why. */
  couldNotCompute<Details extends MethodDetails>(error: SolutionError, details: Details): Solution<Details> {
    return this.finish({
      outcome: 'could-not-compute',
      text: `Could not compute an answer: ${error.message}`,
      error,
      details,
    });
  }

  async close(): Promise<void> {
    for (const close of this.cleanups.reverse()) await close().catch(() => undefined);
  }
}

/**
 * Runs `body` in a MethodRun. A thrown error (bad input, a model or store failure, cancellation)
 * ends the question as could-not-compute at the step that was running, with `failed(run)` as its
 * details; it is noted in the trace, and never thrown on.
 */
export async function solveWith<Details extends MethodDetails, Step extends string = string>(
  method: string,
  task: Task,
  ctx: MethodContext,
  failed: (run: MethodRun<Step>) => Details,
  body: (run: MethodRun<Step>) => Promise<Solution<Details>>,
): Promise<Solution<Details>> {
  const run = new MethodRun<Step>(method, task, ctx);
  try {
    return await body(run);
  } catch (e) {
    const error = toGrrafError(e, run.signal);
    addStopNote(run.trace, run.step, { code: error.code, message: error.message });
    return run.couldNotCompute({ code: error.code, message: error.message, step: run.step }, failed(run));
  } finally {
    await run.close();
  }
}

function toGrrafError(e: unknown, signal: AbortSignal | undefined): GrrafError {
  if (signal?.aborted) return isGrrafError(e, 'cancelled') ? e : cancelledError('the question');
  if (isGrrafError(e)) return e;
  return new GrrafError('runtime', e instanceof Error ? e.message : String(e), { cause: e });
}
