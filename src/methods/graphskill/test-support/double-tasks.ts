/**
 * The tasks the GraphSkill test double knows (a few ComplexGraph tasks of each split), each with
 * the functions its retrieval keeps, how it labels a tiny graph (the reference library in Node:
 * the double's stand-in for a model reasoning on the graph), and the programs it writes in order —
 * a first version with a logic error where a task should exercise debugging, then a correct one.
 */

import {
  type AnyGraph,
  connectedComponents,
  diameter,
  hasEulerianPath,
  isBipartite,
  isConnected,
  maximumFlowValue,
  numberConnectedComponents,
  stronglyConnectedComponents,
} from '../../../algorithms/index.js';
import type { ProgramParam } from '../../../exec/executor.js';
import type { AnswerValue } from '../../solution.js';

/** One task the double can solve. */
export interface DoubleTask {
  name: string;
  /** Recognizes the task's statement. */
  match: RegExp;
  /** Call names its retrieval keeps. */
  functions: string[];
  answerFormat: string;
  /** Inputs that name nodes (test cases draw them). */
  nodeInputs: string[];
  /** The label of a test case. */
  label(G: AnyGraph, params: Record<string, ProgramParam>): AnswerValue;
  /** The programs it writes: the first reply, then one per debugging round (the last repeats). */
  programs: string[];
  /** Add a copy of the first case with a wrong label (exercises dropping inconsistent labels). */
  inconsistentCopy?: boolean;
}

const largestComponentDiameter = (G: AnyGraph): number => {
  if (isConnected(G)) return diameter(G);
  const biggest = connectedComponents(G).reduce((a, b) => (b.length > a.length ? b : a));
  const H = G.copy();
  const keep = new Set(biggest);
  for (const n of H.nodes()) if (!keep.has(n)) H.dropNode(n);
  return diameter(H);
};

const LARGEST_COMPONENT_DIAMETER_JS = `const comps = connectedComponents(G);
if (comps.length === 1) {
  answer = diameter(G);
} else {
  const biggest = comps.reduce((a, b) => (b.length > a.length ? b : a));
  const H = G.copy();
  const keep = new Set(biggest);
  for (const n of H.nodes()) if (!keep.has(n)) H.dropNode(n);
  answer = diameter(H);
}`;

/** The double's tasks. */
export const DOUBLE_TASKS: readonly DoubleTask[] = [
  {
    name: 'connected_components',
    match: /number of connected components/i,
    functions: ['numberConnectedComponents'],
    answerFormat: 'an integer',
    nodeInputs: [],
    label: (G) => numberConnectedComponents(G),
    // The first version leaves out single-node components: the tests' isolated nodes catch it.
    programs: [
      'answer = connectedComponents(G).filter((c) => c.length > 1).length;',
      'answer = numberConnectedComponents(G);',
    ],
  },
  {
    name: 'strongly_connected_components',
    match: /number of strongly connected components/i,
    functions: ['stronglyConnectedComponents'],
    answerFormat: 'an integer',
    nodeInputs: [],
    label: (G) => stronglyConnectedComponents(G).length,
    programs: ['answer = stronglyConnectedComponents(G).length;'],
  },
  {
    name: 'maximum_flow',
    match: /maximum flow from/i,
    functions: ['maximumFlowValue'],
    answerFormat: 'a number',
    nodeInputs: ['source', 'target'],
    label: (G, p) => maximumFlowValue(G, String(p.source), String(p.target)),
    programs: ['answer = maximumFlowValue(G, String(params.source), String(params.target));'],
    inconsistentCopy: true,
  },
  {
    name: 'is_bipartite',
    match: /whether the graph is bipartite/i,
    functions: ['isBipartite'],
    answerFormat: 'true or false',
    nodeInputs: [],
    label: (G) => isBipartite(G),
    programs: ['answer = isBipartite(G);'],
  },
  {
    name: 'largest_component_and_diameter',
    match: /effective diameter/i,
    functions: ['isConnected', 'connectedComponents', 'diameter'],
    answerFormat: 'an integer',
    nodeInputs: [],
    label: largestComponentDiameter,
    // The first version throws on disconnected graphs (diameter of the whole graph).
    programs: ['answer = diameter(G);', LARGEST_COMPONENT_DIAMETER_JS],
  },
  {
    name: 'scc_and_eulerian_feasibility',
    match: /structural complexity score/i,
    functions: ['hasEulerianPath', 'stronglyConnectedComponents'],
    answerFormat: 'an integer',
    nodeInputs: [],
    label: (G) => {
      const sccs = stronglyConnectedComponents(G);
      return hasEulerianPath(G) ? Math.max(...sccs.map((c) => c.length)) : sccs.length;
    },
    programs: [
      `const sccs = stronglyConnectedComponents(G);
answer = hasEulerianPath(G) ? Math.max(...sccs.map((c) => c.length)) : sccs.length;`,
    ],
  },
];
