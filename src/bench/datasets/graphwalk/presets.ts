/**
 * Parameters of GraphWalk's synthetic property graphs (paper appendix B) and the paper's presets:
 * `main` is Table 2's setting, `scale-*` are Table 4's (8 classes, 4 relationship classes,
 * 6 properties, 10 values per property), and `scale-10000` takes the same settings to 10,000 nodes.
 */
import { GrrafError } from '../../../errors.js';

/** What the generator is asked for. */
export interface GraphwalkParams {
  /** Number of nodes N. */
  nodes: number;
  /** Number of node classes (labels); every node has exactly one. */
  nodeClasses: number;
  /** Number of relationship classes (types). */
  relationshipClasses: number;
  /** Average number of properties per node class, besides the identifying `key`. */
  nodeProperties: number;
  /** Average number of properties per relationship class. */
  relationshipProperties: number;
  /** Size of the value pool of each property. */
  valuesPerProperty: number;
  /**
   * Edge density, as the mean number of edges a node of a pattern's source class gets from that
   * pattern: a pattern S→T holds round(edgeDensity × |S|) distinct edges. Defined per source
   * node rather than per possible pair so that graphs keep their shape from 100 to 10,000 nodes.
   */
  edgeDensity: number;
  /** How many (source class, target class) patterns each relationship class connects. */
  patternsPerRelationship: number;
  /** Share of property keys whose values are floats (the rest are non-word strings). */
  floatPropertyShare: number;
}

/**
 * Default edge density: 1.5 edges per source node and pattern gives the 100-node graphs about
 * 220 edges (mean out-degree ≈ 2.2). Every template instantiates from 0.5 to 3 (30 graphs each
 * of main and scale-500 tried), so the choice is about answer sizes: at 0.5 most nodes have at
 * most one out-edge and the multi-hop answers shrink to a handful (median 8 variable-hop pairs on
 * main); at 3 they run to thousands (median 1,400 on scale-500); 1.5 sits between (93 and 290).
 */
export const DEFAULT_EDGE_DENSITY = 1.5;

const MAIN: GraphwalkParams = {
  nodes: 100,
  nodeClasses: 4,
  relationshipClasses: 2,
  nodeProperties: 3,
  relationshipProperties: 3,
  valuesPerProperty: 5,
  edgeDensity: DEFAULT_EDGE_DENSITY,
  patternsPerRelationship: 3,
  floatPropertyShare: 0.25,
};

const scaling = (nodes: number): GraphwalkParams => ({
  ...MAIN,
  nodes,
  nodeClasses: 8,
  relationshipClasses: 4,
  nodeProperties: 6,
  relationshipProperties: 6,
  valuesPerProperty: 10,
  patternsPerRelationship: 4,
});

/** The paper's settings by name. */
export const GRAPHWALK_PRESETS = {
  main: MAIN,
  'scale-150': scaling(150),
  'scale-200': scaling(200),
  'scale-500': scaling(500),
  'scale-10000': scaling(10_000),
} as const satisfies Record<string, GraphwalkParams>;

/** A preset's name. */
export type GraphwalkPreset = keyof typeof GRAPHWALK_PRESETS;

/** The preset names, smallest graphs first. */
export const GRAPHWALK_PRESET_NAMES = Object.keys(GRAPHWALK_PRESETS) as GraphwalkPreset[];

/** The parameters of a preset; an unknown name is a 'config' error listing the known ones. */
export function presetParams(name: string): GraphwalkParams {
  if (!Object.hasOwn(GRAPHWALK_PRESETS, name)) {
    throw new GrrafError(
      'config',
      `unknown GraphWalk preset "${name}"; use one of ${GRAPHWALK_PRESET_NAMES.join(', ')}`,
      { field: 'preset' },
    );
  }
  return GRAPHWALK_PRESETS[name as GraphwalkPreset];
}

/** Throws a 'validation' error naming the first parameter the generator cannot honor. */
export function checkParams(p: GraphwalkParams): void {
  const positive: (keyof GraphwalkParams)[] = [
    'nodes',
    'nodeClasses',
    'relationshipClasses',
    'valuesPerProperty',
    'patternsPerRelationship',
  ];
  for (const key of positive) {
    if (!Number.isInteger(p[key]) || p[key] < 1) fail(key, `must be a positive integer, got ${p[key]}`);
  }
  for (const key of ['nodeProperties', 'relationshipProperties', 'edgeDensity'] as const) {
    if (!Number.isFinite(p[key]) || p[key] < 0) fail(key, `must be a number ≥ 0, got ${p[key]}`);
  }
  if (!(p.floatPropertyShare >= 0 && p.floatPropertyShare <= 1)) {
    fail('floatPropertyShare', `must be between 0 and 1, got ${p.floatPropertyShare}`);
  }
  if (p.nodes < p.nodeClasses) fail('nodes', `${p.nodes} nodes cannot fill ${p.nodeClasses} classes`);
  if (p.patternsPerRelationship > p.nodeClasses * p.nodeClasses) {
    fail('patternsPerRelationship', `at most ${p.nodeClasses ** 2} class pairs exist`);
  }
}

function fail(field: keyof GraphwalkParams, message: string): never {
  throw new GrrafError('validation', `GraphWalk generator: ${field} ${message}`, { field });
}
