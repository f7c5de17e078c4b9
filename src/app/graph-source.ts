/**
 * Where a question's graph comes from, as every front-end can say it: a file, text (an upload or
 * an inline graph), parsed data, or a store. Turned into the Task a method solves, with whatever
 * must be closed afterwards.
 */
import { GrrafError } from '../errors.js';
import { type FormatName, type ParsedGraph, parseGraph, readGraphFile } from '../graph/formats/index.js';
import type { GraphData } from '../graph/model.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import type { Task } from '../methods/method.js';
import { existingStore } from './store.js';

/** A graph given with the question. */
export type GraphSource =
  | { file: string; format?: FormatName }
  | { text: string; format?: FormatName; name?: string }
  | { data: GraphData; prime?: GraphData; ask?: string };

/** A store given with the question: a URI to open (and close), or a store the caller keeps open. */
export type StoreSource = string | GraphStore;

/** What a task needs: the question, at most one of graph and store, the format of a graph inside the question. */
export interface TaskRequest {
  /** The question; absent when the graph file holds its own (GraphInstruct and GTools files do). */
  question?: string;
  graph?: GraphSource;
  store?: StoreSource;
  /** Format of a graph written inside the question. */
  format?: FormatName;
  hints?: string[];
}

/** The task, and what to close once it is answered. */
export interface BuiltTask {
  task: Task;
  close(): Promise<void>;
}

const nothing = async () => undefined;

/** Parses a graph given as a file or text (a graph cache's, app/graph-cache.ts, or a fresh parse). */
export type GraphParser = (source: Exclude<GraphSource, { data: GraphData }>) => Promise<ParsedGraph>;

/** Parses the graph now (no cache). */
export const parseGraphSource: GraphParser = async (source) => {
  const format = source.format ? { format: source.format } : {};
  return 'file' in source
    ? readGraphFile(source.file, format)
    : parseGraph(source.text, { ...format, file: source.name ?? '<upload>' });
};

/** Builds the task; bad input (no question, a graph and a store, an unreadable file) is a located GrrafError. */
export async function buildTask(
  request: TaskRequest,
  parse: GraphParser = parseGraphSource,
): Promise<BuiltTask> {
  const q = request.question?.trim() ? request.question : undefined;
  const hints = request.hints?.length ? { hints: request.hints } : {};
  if (request.graph && request.store) {
    throw new GrrafError('validation', 'give either a graph or a store, not both', { field: 'store' });
  }
  if (request.graph)
    return { task: { ...(await taskFromGraph(request.graph, q, parse)), ...hints }, close: nothing };
  if (!q) throw new GrrafError('validation', 'no question: write one', { field: 'question' });
  if (request.store !== undefined) {
    const owned = typeof request.store === 'string';
    const store = owned ? await existingStore(request.store as string) : (request.store as GraphStore);
    const origin = owned ? (request.store as string) : `${store.kind} store`;
    return { task: { question: q, store, origin, ...hints }, close: owned ? () => store.close() : nothing };
  }
  const task: Task = { question: q, origin: '<question>', ...hints };
  if (request.format) task.format = request.format;
  return { task, close: nothing };
}

async function taskFromGraph(
  source: GraphSource,
  question: string | undefined,
  parse: GraphParser,
): Promise<Task> {
  if ('data' in source) {
    if (!question) throw new GrrafError('validation', 'no question: write one', { field: 'question' });
    return {
      question,
      graph: source.data,
      ...(source.prime ? { graphPrime: source.prime } : {}),
      ...(source.ask !== undefined ? { ask: source.ask } : {}),
      origin: '<graph>',
    };
  }
  const origin = 'file' in source ? source.file : (source.name ?? '<upload>');
  const parsed = await parse(source);
  const text = question ?? parsed.question;
  if (!text) throw new GrrafError('validation', 'no question: write one', { field: 'question' });
  const task: Task = { question: text, graph: parsed.graph, origin };
  if (parsed.graphPrime) task.graphPrime = parsed.graphPrime;
  // Parameters and the question proper read from the file's own question only apply when that is
  // the question asked.
  if (!question && parsed.params) task.params = parsed.params;
  if (!question && parsed.ask !== undefined) task.ask = parsed.ask;
  return task;
}
