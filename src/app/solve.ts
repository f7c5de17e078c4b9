/**
 * Solve a Task you built yourself with a method (by name or object): the library call under `ask`,
 * for callers who already hold the graph or a store and a model runtime.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LlmRuntime } from '../llm/llm-runtime.js';
import { type Method, type MethodContext, methodContext, type Task } from '../methods/method.js';
import { methodOptions } from '../methods/method-options.js';
import type { ProgramCache } from '../methods/program-cache/program-cache.js';
import { loadMethod } from '../methods/registry.js';
import type { Solution } from '../methods/solution.js';
import { type StepListener, Trace } from '../trace/trace.js';
import { askModel, isLanguageModel, languageModelRuntime } from './model.js';

/** How to solve. */
export interface SolveOptions {
  /** The model: a ready runtime, an AI SDK model, or a spec such as `openai:gpt-4o` (default: the configured model). */
  runtime?: LlmRuntime;
  model?: string | LanguageModelV3;
  /** Method options (validated). */
  options?: Record<string, unknown>;
  executor?: MethodContext['executor'];
  /** A program cache the caller owns (GRRAF reuses programs of the same shape through it). */
  programCache?: ProgramCache;
  signal?: AbortSignal;
  onStep?: StepListener;
}

/** Solves `task` with `method`. Failures the Solution can describe are in it; bad options throw. */
export async function solve(method: string | Method, task: Task, o: SolveOptions = {}): Promise<Solution> {
  const m = typeof method === 'string' ? await loadMethod(method) : method;
  const options = methodOptions(m, o.options);
  const runtime =
    o.runtime ?? (isLanguageModel(o.model) ? languageModelRuntime(o.model) : await modelRuntime(o.model));
  const llm = runtime.context({
    trace: new Trace(o.onStep),
    question: task.question,
    ...(o.signal ? { signal: o.signal } : {}),
  });
  const ctx = methodContext(llm, { executor: o.executor, programCache: o.programCache });
  return m.solve(task, ctx, options);
}

/** A runtime for a model spec (or the configured model). */
export async function modelRuntime(spec?: string): Promise<LlmRuntime> {
  return (await askModel(spec ? { model: spec } : {})).runtime;
}
