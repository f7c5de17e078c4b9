/**
 * The bench runs (and one `grraf ask`) recorded with the GraphSkill test double (fixtures/double-runs/): ComplexGraph-S
 * with the full method and each of the paper's ablations, -L with the full method, -C with the
 * full method and without debugging or tests (where the double's first programs fail). The
 * recorder (record-double-runs.ts) runs them against the double and keeps the cassette; the replay
 * test and `grraf bench ... --cassette-mode replay` run them from it with no model at all.
 */
import { fileURLToPath } from 'node:url';

/** The label the runs are recorded under: an OpenAI-compatible spec, so the CLI can replay it offline. */
export const DOUBLE_MODEL = 'openai-compatible:graphskill-test-double';

/** Where the recordings live. */
export const DOUBLE_RUNS_DIR = fileURLToPath(new URL('../fixtures/double-runs/', import.meta.url));

/** One recorded run. */
export interface DoubleRun {
  name: string;
  dataset: string;
  tasks: string[];
  options: Record<string, unknown>;
}

const S_TASKS = ['connected_components', 'strongly_connected_components', 'maximum_flow', 'is_bipartite'];
const ABLATION_TASKS = ['connected_components', 'maximum_flow'];
const S = 'complexgraph:S:per-task=2';
const C = 'complexgraph:C:per-task=4';
const C_TASKS = ['largest_component_and_diameter', 'scc_and_eulerian_feasibility'];

/** The runs, full method first. */
export const DOUBLE_RUNS: readonly DoubleRun[] = [
  { name: 'S-full', dataset: S, tasks: S_TASKS, options: {} },
  { name: 'S-no-retrieval', dataset: S, tasks: ABLATION_TASKS, options: { retrieval: 'none' } },
  { name: 'S-no-hierarchy', dataset: S, tasks: ABLATION_TASKS, options: { retrieval: 'tfidf' } },
  { name: 'S-flat-screening', dataset: S, tasks: ABLATION_TASKS, options: { retrieval: 'flat' } },
  { name: 'S-no-debugging', dataset: S, tasks: ABLATION_TASKS, options: { debug: false } },
  { name: 'S-no-tests', dataset: S, tasks: ABLATION_TASKS, options: { tests: false } },
  { name: 'S-no-ret-deb', dataset: S, tasks: ABLATION_TASKS, options: { retrieval: 'none', debug: false } },
  {
    name: 'L-full',
    dataset: 'complexgraph:L:per-task=2',
    tasks: ['connected_components', 'strongly_connected_components'],
    options: {},
  },
  { name: 'C-full', dataset: C, tasks: C_TASKS, options: {} },
  { name: 'C-no-debugging', dataset: C, tasks: C_TASKS, options: { debug: false } },
  { name: 'C-no-tests', dataset: C, tasks: C_TASKS, options: { tests: false } },
];

/** The options every run passes besides its own (answers as values, no phrasing call). */
export const COMMON_OPTIONS = { phrase: false };

/** The recorded `grraf ask --method graphskill`: a question, its graph file and its cassette. */
export const DOUBLE_ASK = {
  dir: fileURLToPath(new URL('../fixtures/double-ask/', import.meta.url)),
  graphFile: fileURLToPath(new URL('../fixtures/double-ask/three-components.edgelist', import.meta.url)),
  question:
    'You are given an undirected, unweighted graph represented by an edge list, where each edge is a pair of nodes (u, v) indicating a bidirectional connection between u and v. Compute the number of connected components in the graph. A connected component is a maximal set of nodes such that every pair of nodes is connected by a path. Return the result as an integer.',
};
