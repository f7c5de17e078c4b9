/**
 * Graph in (GRRAF's step 1, shared by every method). A task names its graph in one of three ways:
 * written inside the question (GraphInstruct style: parsed deterministically, and the graph text
 * removed from what the model sees), a parsed graph (from a file), or a store that already holds it.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import { edgeCount } from '../../graph/formats/edge-columns.js';
import type { TaskParams } from '../../graph/formats/format.js';
import { type GraphData, nodeKey } from '../../graph/model.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { addNote } from '../../trace/steps.js';
import type { Trace } from '../../trace/trace.js';
import type { Task } from '../method.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import type { MethodServices } from './services.js';

/** The input note's payload: the question's parameters, the notes for the model, the input's warnings. */
export interface InputNote {
  params: TaskParams;
  hints: string[];
  warnings: string[];
}

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** Where the graph came from and its size (the text), with what the input step read. */
    input: InputNote;
  }
}

/** Where the graph came from and the question without it. */
export interface GraphInput {
  /** P: the question the model sees (never contains the graph). */
  question: string;
  /** Q: the question as the user gave it (with the graph inside, when it was). */
  original: string;
  /** The question proper after the task's preamble, when the question's format marks it (ParsedGraph.ask). */
  ask?: string;
  source: 'question' | 'graph' | 'store';
  graph?: GraphData;
  graphPrime?: GraphData;
  store?: GraphStore;
  params: TaskParams;
  /**
   * Notes for the model: the task's hints, then facts the input step found (a node the question
   * names that is not in the graph — for "does node 35 exist?" that absence is the answer).
   */
  hints: string[];
  warnings: string[];
}

const NO_GRAPH =
  'no graph given: write the graph inside the question (GraphInstruct style, e.g. "the edges are: (0,1) (1,2)"), ' +
  'or pass a graph file (--graph FILE) or a store (--store URI)';

/** Resolves the task's graph; throws a GrrafError when there is none or it cannot be parsed. */
export function readGraphInput(task: Task, services: Pick<MethodServices, 'parseQuestion'>): GraphInput {
  const question = task.question.trim();
  if (question === '') throw new GrrafError('validation', 'the question is empty', { field: 'question' });
  const base = { original: task.question, warnings: [] as string[] };
  const prime = task.graphPrime ? { graphPrime: task.graphPrime } : {};
  if (task.store || task.graph) {
    const where = task.store ? { source: 'store' as const, store: task.store } : { source: 'graph' as const };
    const input: GraphInput = {
      ...base,
      question,
      ...(task.ask !== undefined ? { ask: task.ask } : {}),
      ...where,
      params: { ...task.params },
      hints: [],
      ...prime,
    };
    if (task.graph && !task.store) input.graph = task.graph;
    return withHints(input, task);
  }
  let parsed: ReturnType<MethodServices['parseQuestion']>;
  try {
    parsed = services.parseQuestion(task.question, {
      ...(task.format ? { format: task.format } : {}),
      file: task.origin ?? '<question>',
    });
  } catch (e) {
    if (isGrrafError(e, 'format-unknown'))
      throw new GrrafError('not-found', NO_GRAPH, { field: 'graph', cause: e });
    throw e;
  }
  if (parsed.question === undefined || parsed.question.trim() === '') {
    throw new GrrafError('validation', `the text is a ${parsed.format} graph with no question around it`, {
      field: 'question',
    });
  }
  return withHints(
    {
      ...base,
      // GraphInstruct keeps its "Q:" marker when there is no preamble; it is noise for the model.
      question: parsed.question.trim().replace(/^Q:\s*/, ''),
      ...(parsed.ask !== undefined ? { ask: parsed.ask } : {}),
      source: 'question',
      graph: parsed.graph,
      ...(parsed.graphPrime ? { graphPrime: parsed.graphPrime } : {}),
      params: { ...parsed.params, ...task.params },
      hints: [],
      warnings: parsed.warnings.map((w) =>
        w.line !== undefined ? `line ${w.line}: ${w.message}` : w.message,
      ),
    },
    task,
  );
}

/** The task's hints, then one fact per node the question names that is not in the graph. */
function withHints(input: GraphInput, task: Task): GraphInput {
  input.hints = [...(task.hints ?? []), ...missingNodes(input).map(missingNodeHint)];
  return input;
}

/** The nodes the question names (source, target, node) that the graph in hand does not have. */
export function missingNodes(
  input: Pick<GraphInput, 'graph' | 'params'>,
): { field: string; id: string | number }[] {
  if (!input.graph) return [];
  const named = NODE_PARAMS.flatMap((field) => {
    const id = input.params[field];
    return id === undefined ? [] : [{ field, id, key: nodeKey(id) }];
  });
  if (named.length === 0) return [];
  // One pass comparing with the few named ids: a set of every node key cost 0.1-0.3 s at 500k nodes.
  const found = new Set<string>();
  for (const n of input.graph.nodes) {
    const id = n.id;
    for (const m of named)
      if (m.id === id || (typeof id !== typeof m.id && nodeKey(id) === m.key)) found.add(m.key);
    if (found.size === named.length) break;
  }
  return named.filter((m) => !found.has(m.key)).map(({ field, id }) => ({ field, id }));
}

function missingNodeHint(m: { field: string; id: string | number }): string {
  return `Node ${m.id}, named by the question, is not in the graph.`;
}

/** Notes the input in the trace: where the graph came from, its size, and what the model is told. */
export function noteInput(trace: Trace, input: GraphInput): void {
  const g = input.graph;
  // edgeCount: a parsed graph's edge objects are made only if something needs them.
  const size = g
    ? `${g.nodes.length} nodes, ${edgeCount(g)} edges, ${g.directed ? 'directed' : 'undirected'}`
    : `store ${input.store?.kind}`;
  const prime = input.graphPrime
    ? ` + G_prime (${input.graphPrime.nodes.length} nodes, ${edgeCount(input.graphPrime)} edges)`
    : '';
  addNote(trace, 'input', `graph from the ${input.source}: ${size}${prime}`, {
    data: { params: input.params, hints: input.hints, warnings: input.warnings },
  });
}

/** The question parameters that name nodes (the others, such as k, are counts). */
export const NODE_PARAMS = ['source', 'target', 'node'] as const;

/** The question's parameters as a program's inputs (the formats' node ids). */
export function programParams(input: GraphInput): ProgramParams {
  const out: ProgramParams = {};
  for (const [k, v] of Object.entries(input.params)) if (v !== undefined) out[k] = v;
  return out;
}
