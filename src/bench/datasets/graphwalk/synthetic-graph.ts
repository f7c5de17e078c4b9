/**
 * GraphWalk's synthetic property-graph generator (paper appendix B), seeded: the same parameters
 * and seed give the same GraphData. In order:
 * 1. names: node class labels (Capitalized), relationship types (UPPER), property keys and string
 *    values (lower case), all distinct non-words (non-words.ts);
 * 2. schema: each class gets about the average number of properties, each property a pool of
 *    non-word strings or two-decimal floats; each relationship class connects a few
 *    (source class, target class) patterns, as the paper's schema table shows;
 * 3. structure: every node gets a class uniformly at random (each class at least one node) and a
 *    unique `key`; each pattern S→T gets round(edgeDensity × |S|) distinct directed edges;
 * 4. values drawn uniformly from the pools, for every property of every node and edge.
 * The graph is simple (no two edges share an ordered node pair) and has no self-loops, so an edge is
 * named by its endpoints and Neo4j's and the embedded engine's pattern semantics coincide.
 */
import { type GraphData, type GraphEdge, type GraphNode, nodeKey } from '../../../graph/model.js';
import { mulberry32, type Rng, randInt } from '../../../util/mulberry32.js';
import { shuffle } from '../generate/random.js';
import { NonWordSource } from './non-words.js';
import { checkParams, type GraphwalkParams } from './presets.js';

/** The identifying property every node carries (the paper's schema lists it as `key`). */
export const KEY_PROPERTY = 'key';

/** A property key and the pool its values are drawn from. */
export interface PropertySpec {
  name: string;
  type: 'string' | 'float';
  values: (string | number)[];
}

/** A node class: its label and properties (besides `key`). */
export interface NodeClassSpec {
  label: string;
  properties: PropertySpec[];
}

/** A relationship class: its type, the class pairs it connects, its properties. */
export interface RelationshipClassSpec {
  type: string;
  patterns: { source: string; target: string }[];
  properties: PropertySpec[];
}

/** What the generator decided before drawing nodes and edges (what a schema prompt shows). */
export interface SyntheticSchema {
  nodeClasses: NodeClassSpec[];
  relationshipClasses: RelationshipClassSpec[];
}

/** A generated graph with the schema and parameters it came from. */
export interface SyntheticGraph {
  params: GraphwalkParams;
  seed: number;
  schema: SyntheticSchema;
  graph: GraphData;
}

/** Generates one graph; `words` is the English word list names are checked against. */
export function generateSyntheticGraph(
  params: GraphwalkParams,
  seed: number,
  words: ReadonlySet<string>,
): SyntheticGraph {
  checkParams(params);
  const rng = mulberry32(seed);
  const names = new NonWordSource(rng, words);
  const schema = drawSchema(rng, names, params);
  const classOf = assignClasses(rng, params.nodes, params.nodeClasses);
  const nodes = classOf.map((c, i) => drawNode(rng, i, schema.nodeClasses[c]!));
  const edges = drawEdges(rng, params, schema, classOf, nodes);
  return { params, seed, schema, graph: { directed: true, nodes, edges } };
}

function drawSchema(rng: Rng, names: NonWordSource, p: GraphwalkParams): SyntheticSchema {
  const labels = Array.from({ length: p.nodeClasses }, () => names.next('capitalized'));
  const types = Array.from({ length: p.relationshipClasses }, () => names.next('upper'));
  const nodeClasses = labels.map((label) => ({
    label,
    properties: drawProperties(rng, names, p, p.nodeProperties),
  }));
  const relationshipClasses = types.map((type) => ({
    type,
    patterns: drawPatterns(rng, labels, p.patternsPerRelationship),
    properties: drawProperties(rng, names, p, p.relationshipProperties),
  }));
  return { nodeClasses, relationshipClasses };
}

/** About `average` properties (average − 1 to average + 1, at least one when average > 0). */
function drawProperties(rng: Rng, names: NonWordSource, p: GraphwalkParams, average: number): PropertySpec[] {
  const mean = Math.round(average);
  const count = mean === 0 ? 0 : randInt(rng, Math.max(1, mean - 1), mean + 1);
  return Array.from({ length: count }, () => {
    const name = names.next('lower');
    if (rng() < p.floatPropertyShare)
      return { name, type: 'float', values: floatPool(rng, p.valuesPerProperty) };
    const values = Array.from({ length: p.valuesPerProperty }, () => names.next('lower'));
    return { name, type: 'string', values };
  });
}

/**
 * Distinct floats with two decimals in (0, 100), none a whole number: a pool of whole numbers
 * would be stored as integers, and a mixed pool would print differently in questions and stores.
 */
function floatPool(rng: Rng, size: number): number[] {
  const seen = new Set<number>();
  while (seen.size < size) {
    const cents = randInt(rng, 1, 9_999);
    if (cents % 100 !== 0) seen.add(cents);
  }
  return [...seen].map((c) => c / 100);
}

/** `count` distinct (source, target) class pairs, drawn uniformly (a class may point to itself). */
function drawPatterns(rng: Rng, labels: string[], count: number) {
  const pairs = labels.flatMap((source) => labels.map((target) => ({ source, target })));
  return shuffle(rng, pairs).slice(0, count);
}

/** Class index per node: uniform, except that each class gets at least one node. */
function assignClasses(rng: Rng, n: number, classes: number): number[] {
  const classOf = Array.from({ length: n }, (_, i) => (i < classes ? i : randInt(rng, 0, classes - 1)));
  return shuffle(rng, classOf);
}

function drawNode(rng: Rng, i: number, spec: NodeClassSpec): GraphNode {
  const key = `n${i}`;
  return {
    id: key,
    labels: [spec.label],
    properties: { [KEY_PROPERTY]: key, ...drawValues(rng, spec.properties) },
  };
}

function drawValues(rng: Rng, properties: PropertySpec[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const prop of properties) out[prop.name] = prop.values[randInt(rng, 0, prop.values.length - 1)]!;
  return out;
}

function drawEdges(
  rng: Rng,
  p: GraphwalkParams,
  schema: SyntheticSchema,
  classOf: number[],
  nodes: GraphNode[],
): GraphEdge[] {
  const members = new Map<string, number[]>(schema.nodeClasses.map((c) => [c.label, []]));
  for (const [i, c] of classOf.entries()) members.get(schema.nodeClasses[c]!.label)!.push(i);
  const used = new Set<number>();
  const edges: GraphEdge[] = [];
  for (const rel of schema.relationshipClasses) {
    for (const pattern of rel.patterns) {
      const sources = members.get(pattern.source)!;
      const targets = members.get(pattern.target)!;
      const want = Math.round(p.edgeDensity * sources.length);
      for (const [s, t] of drawPairs(rng, { sources, targets, want, n: p.nodes }, used)) {
        const properties = drawValues(rng, rel.properties);
        edges.push({
          source: nodeKey(nodes[s]!.id),
          target: nodeKey(nodes[t]!.id),
          type: rel.type,
          properties,
        });
      }
    }
  }
  return edges;
}

/** What drawPairs draws from: node indexes of both classes, how many pairs, the node count. */
interface PairRequest {
  sources: number[];
  targets: number[];
  want: number;
  n: number;
}

/**
 * Up to `want` distinct pairs (s, t), s ≠ t, not yet in `used` (keyed s·n + t; they join it).
 * Random draws first; when those keep colliding (a dense request), the remaining free pairs are
 * listed and shuffled, so the result is exact and the loop always ends.
 */
function drawPairs(rng: Rng, { sources, targets, want, n }: PairRequest, used: Set<number>) {
  const out: [number, number][] = [];
  const take = (s: number, t: number): void => {
    if (s === t || used.has(s * n + t)) return;
    used.add(s * n + t);
    out.push([s, t]);
  };
  for (let tries = 0; out.length < want && tries < want * 30; tries++) {
    take(sources[randInt(rng, 0, sources.length - 1)]!, targets[randInt(rng, 0, targets.length - 1)]!);
  }
  if (out.length < want) {
    const free = sources.flatMap((s) =>
      targets.filter((t) => s !== t && !used.has(s * n + t)).map((t) => [s, t]),
    );
    for (const [s, t] of shuffle(rng, free).slice(0, want - out.length)) take(s!, t!);
  }
  return out;
}
