/** Graphs, questions and contexts for GraphSkill's tests. */

import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Executor } from '../../../exec/executor.js';
import type { GraphData } from '../../../graph/model.js';
import { createLlmContext } from '../../../llm/llm-runtime.js';
import { Trace } from '../../../trace/trace.js';
import type { MethodContext, Task } from '../../method.js';
import type { ProgramCache } from '../../program-cache/program-cache.js';

/** A graph from an edge list (weights when given as a third number). */
export function graphOf(edges: number[][], directed = false, extraNodes: number[] = []): GraphData {
  const ids = [...new Set([...edges.flatMap((e) => [e[0]!, e[1]!]), ...extraNodes])].sort((a, b) => a - b);
  return {
    directed,
    nodes: ids.map((id) => ({ id, labels: [], properties: {} })),
    edges: edges.map(([source, target, weight]) => ({
      source: source!,
      target: target!,
      properties: {},
      ...(weight === undefined ? {} : { weight }),
    })),
  };
}

/** The ComplexGraph statement of connected components (verbatim). */
export const COMPONENTS_QUESTION =
  'You are given an undirected, unweighted graph represented by an edge list, where each edge is a pair of nodes (u, v) indicating a bidirectional connection between u and v. Compute the number of connected components in the graph. A connected component is a maximal set of nodes such that every pair of nodes is connected by a path. Return the result as an integer.';

/** The ComplexGraph statement of maximum flow on directed graphs, with its parameters. */
export function flowQuestion(source: number, target: number): string {
  return `You are given a directed, weighted graph represented by an edge list, where each edge is a triplet (u, v, c) indicating a directed connection from u to v with positive capacity c. Compute the maximum flow from _snode to _tnode. The maximum flow problem seeks the largest feasible flow from a source to a sink under capacity constraints. Return only the flow value as a float.\n\nTask Parameters:\n  _snode = ${source}\n  _tnode = ${target}`;
}

/** The ComplexGraph statement of the effective diameter (composite). */
export const EFFECTIVE_DIAMETER_QUESTION =
  'You are given an undirected, unweighted graph represented by an edge list. The goal is to compute the graph’s effective diameter: if G is connected, its diameter; otherwise the diameter of a largest connected component. Return the effective diameter of the graph as a nonnegative integer.';

/** A task on a graph. */
export function taskOn(question: string, graph: GraphData, params: Task['params'] = {}): Task {
  return { question, graph, params };
}

/** A method context on `model` with its own trace, running programs on `executor` (and a program cache). */
export function contextFor(
  model: LanguageModelV3,
  executor: Executor,
  programCache?: ProgramCache,
): MethodContext & { trace: Trace } {
  const trace = new Trace();
  return {
    trace,
    llm: createLlmContext({ model, trace, limits: { maxRetries: 0 } }),
    executor: () => executor,
    ...(programCache ? { programCache } : {}),
  };
}
