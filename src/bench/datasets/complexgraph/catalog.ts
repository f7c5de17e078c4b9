/**
 * The ComplexGraph tasks: the 14 primitive tasks of the paper's Table 8 (ComplexGraph-S and -L)
 * and the 9 composite tasks of appendix A.3 / Table 10 (ComplexGraph-C), each with the folders
 * (directed or not × weighted or not) its statements exist in, the parameters the statements
 * name, and the answer's kind. The statements' `topological_sort` is not one of the paper's tasks
 * and is left out (its statement is vendored all the same).
 */
import type { NodeId } from '../../../graph/model.js';

/** A statement folder: edge direction and weights. */
export type Setting =
  | 'directed/unweighted'
  | 'directed/weighted'
  | 'undirected/unweighted'
  | 'undirected/weighted';

/** The four settings. */
export const SETTINGS: readonly Setting[] = [
  'directed/unweighted',
  'directed/weighted',
  'undirected/unweighted',
  'undirected/weighted',
];

/** True when the setting's graphs are directed. */
export const isDirected = (s: Setting) => s.startsWith('directed');
/** True when the setting's graphs are weighted. */
export const isWeighted = (s: Setting) => s.endsWith('/weighted');

/** The wordings each task is stated in (file suffixes: '', _paraphrase, _no_term, _real_world_caseN). */
export const VARIANTS = ['plain', 'paraphrase', 'no_term', 'real_world_case1', 'real_world_case2'] as const;

/** A statement wording. */
export type Variant = (typeof VARIANTS)[number];

/** The arguments a question passes: node parameters and the bridge-hub count k. */
export interface TaskArgs {
  source?: NodeId;
  target?: NodeId;
  node?: NodeId;
  k?: number;
}

/** A parameter as the statements write it: the names they use (first found wins) and a role word. */
export interface ParamSpec {
  key: keyof TaskArgs;
  names: readonly string[];
  /** Used as the name when a wording (typically a real-world one) names no parameter. */
  role: string;
}

/** What a correct answer is (see truth.ts). */
export type AnswerKind =
  | 'yes-no'
  | 'integer'
  | 'real'
  | 'path-length'
  | 'set'
  | 'clique'
  | 'integer-multiset'
  | 'ranking'
  | 'node-groups'
  | 'node';

/** One task of the catalog. */
export interface TaskSpec {
  /** The statements' file stem, e.g. `maximum_flow`. */
  name: string;
  /** The paper's name (Tables 8–10). */
  paperName: string;
  composite: boolean;
  settings: readonly Setting[];
  params: readonly ParamSpec[];
  answer: AnswerKind;
}

const p = (key: keyof TaskArgs, names: string[], role: string): ParamSpec => ({ key, names, role });
const NODE = [p('node', ['node'], 'node')];
const SOURCE_TARGET = [p('source', ['source'], 'source'), p('target', ['target'], 'target')];
const S_T = [p('source', ['s'], 's'), p('target', ['t'], 't')];
const FLOW = [p('source', ['_snode'], 'source'), p('target', ['_tnode'], 'sink')];
const ALL: Setting[] = [...SETTINGS];
const UU: Setting[] = ['undirected/unweighted'];
const DU: Setting[] = ['directed/unweighted'];
const UW: Setting[] = ['undirected/weighted'];
const DW: Setting[] = ['directed/weighted'];

const t = (
  name: string,
  paperName: string,
  settings: Setting[],
  answer: AnswerKind,
  params: ParamSpec[] = [],
  composite = false,
): TaskSpec => ({ name, paperName, composite, settings, params, answer });

/** The 14 primitive tasks (ComplexGraph-S and -L), in Table 8's order. */
export const PRIMITIVE_TASKS: readonly TaskSpec[] = [
  t('is_connected', 'Graph Connectivity Check', UU, 'yes-no'),
  t('connected_components', 'Connected Components Counting', UU, 'integer'),
  t('strongly_connected_components', 'Strongly Connected Components Counting', DU, 'integer'),
  t('shortest_path_length', 'Shortest Path', [...DW, ...UW], 'path-length', SOURCE_TARGET),
  t('has_eulerian_path', 'Eulerian Path Check', [...DU, ...UU], 'yes-no'),
  t('is_bipartite', 'Graph Bipartiteness', [...DU, ...UU], 'yes-no'),
  t('diameter', 'Graph Diameter', [...DU, ...UU], 'integer'),
  t('is_regular', 'Regularity Check', [...DU, ...UU], 'yes-no'),
  t('is_distance_regular', 'Distance Regularity Check', UU, 'yes-no'),
  t('maximum_flow', 'Maximum Flow', [...DW, ...UW], 'real', FLOW),
  t('max_clique', 'Maximum Clique', UU, 'clique'),
  t('maximum_independent_set', 'Maximum Independent Set', UU, 'integer'),
  t('clustering', 'Clustering Coefficient', ALL, 'real', NODE),
  t('common_neighbors', 'Common Neighbors', UU, 'set', [
    p('source', ['source', 'u'], 'first node'),
    p('target', ['target', 'v'], 'second node'),
  ]),
];

/** The 9 composite tasks (ComplexGraph-C), in appendix A.3's order. */
export const COMPOSITE_TASKS: readonly TaskSpec[] = [
  t('highest_clustered_node_in_shortest_path', 'Clustering–Shortest Path', UU, 'node-groups', S_T, true),
  t('scc_and_diameter_nested', 'SCC–Diameter', DU, 'integer-multiset', [], true),
  t(
    'flow_aware_local_clustering_among_cc',
    'CC-Flow-Clustering',
    UW,
    'node',
    [p('target', ['t'], 'sink t')],
    true,
  ),
  t('pair_tightness_score', 'Pair Tightness Score', UW, 'real', S_T, true),
  t('clustering_and_shortest_path', 'Bridge Hub Identification', UU, 'ranking', [p('k', ['k'], 'k')], true),
  t(
    'endpoint_aware_flow_score',
    'Endpoint-Aware Flow',
    DW,
    'real',
    [p('source', ['_snode', '_referrer'], 'source'), p('target', ['_tnode', '_receiver'], 'sink')],
    true,
  ),
  t('shortest_path_and_eular_tour', 'Eulerian Path–Diameter', UU, 'real', S_T, true),
  t('largest_component_and_diameter', 'Connectivity–Component Diameter', UU, 'integer', [], true),
  t('scc_and_eulerian_feasibility', 'SCC–Eulerian Check', DU, 'integer', [], true),
];

/** Every task by statement name. */
export const TASKS: ReadonlyMap<string, TaskSpec> = new Map(
  [...PRIMITIVE_TASKS, ...COMPOSITE_TASKS].map((spec) => [spec.name, spec]),
);
