/**
 * Step 1 — graph in. A task names its graph in one of three ways: written inside the question
 * (GraphInstruct style: parsed deterministically, and the graph text removed from what the model
 * sees), a parsed graph (from a file), or a store that already holds it.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import type { TaskParams } from '../../graph/formats/format.js';
import { type GraphData, nodeKey } from '../../graph/model.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { Task } from '../method.js';
import type { GrrafDeps } from './deps.js';

/** Where the graph came from and the question without it. */
export interface GraphInput {
  /** P: the question the model sees (never contains the graph). */
  question: string;
  /** Q: the question as the user gave it (with the graph inside, when it was). */
  original: string;
  source: 'question' | 'graph' | 'store';
  graph?: GraphData;
  graphPrime?: GraphData;
  store?: GraphStore;
  params: TaskParams;
  warnings: string[];
}

const NO_GRAPH =
  'no graph given: write the graph inside the question (GraphInstruct style, e.g. "the edges are: (0,1) (1,2)"), ' +
  'or pass a graph file (--graph FILE) or a store (--store URI)';

/** Resolves the task's graph; throws a GrrafError when there is none or it cannot be parsed. */
export function readGraphInput(task: Task, deps: Pick<GrrafDeps, 'parseQuestion'>): GraphInput {
  const question = task.question.trim();
  if (question === '') throw new GrrafError('validation', 'the question is empty', { field: 'question' });
  const base = { original: task.question, params: { ...task.params }, warnings: [] as string[] };
  if (task.store) {
    return {
      ...base,
      question,
      source: 'store',
      store: task.store,
      ...(task.graphPrime ? { graphPrime: task.graphPrime } : {}),
    };
  }
  if (task.graph) {
    return {
      ...base,
      question,
      source: 'graph',
      graph: task.graph,
      ...(task.graphPrime ? { graphPrime: task.graphPrime } : {}),
    };
  }
  let parsed: ReturnType<GrrafDeps['parseQuestion']>;
  try {
    parsed = deps.parseQuestion(task.question, {
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
  return {
    ...base,
    // GraphInstruct keeps its "Q:" marker when there is no preamble; it is noise for the model.
    question: parsed.question.trim().replace(/^Q:\s*/, ''),
    source: 'question',
    graph: parsed.graph,
    ...(parsed.graphPrime ? { graphPrime: parsed.graphPrime } : {}),
    params: { ...parsed.params, ...task.params },
    warnings: parsed.warnings.map((w) => (w.line !== undefined ? `line ${w.line}: ${w.message}` : w.message)),
  };
}

/**
 * Checks that the nodes the question names (source, target, node) exist in G, before any token is
 * spent. Only possible when the graph is in hand; for a store the program's own error says it.
 */
export function checkParams(input: GraphInput): void {
  // "Does node 35 exist?" is answered ("No"), not refused: there a missing node is the answer.
  if (!input.graph || asksWhetherNodeExists(input.question)) return;
  const keys = new Set(input.graph.nodes.map((n) => nodeKey(n.id)));
  for (const field of ['source', 'target', 'node'] as const) {
    const id = input.params[field];
    if (id === undefined || keys.has(nodeKey(id))) continue;
    throw new GrrafError(
      'not-found',
      `node ${id} (the question's ${field}) is not in the graph (${describeNodes(input.graph)})`,
      {
        field,
        details: { node: id },
      },
    );
  }
}

/** True for questions that ask whether a node is in the graph (GTools' Node_Existence wordings and the like). */
function asksWhetherNodeExists(question: string): boolean {
  return /\b(exists?|existence|can be found|part of the graph|present in the graph)\b/i.test(question);
}

/** "nodes 0..9" for integer ids in a range, else "12 nodes". */
function describeNodes(g: GraphData): string {
  const ids = g.nodes.map((n) => n.id);
  if (ids.length > 0 && ids.every((id) => typeof id === 'number')) {
    // reduce, not Math.min(...ids): spreading a million ids overflows the stack.
    const nums = ids as number[];
    const min = nums.reduce((a, b) => Math.min(a, b));
    const max = nums.reduce((a, b) => Math.max(a, b));
    return `nodes ${min}..${max}`;
  }
  return `${ids.length} nodes`;
}
