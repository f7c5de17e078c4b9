/**
 * Table 6's path and relational traversal templates: Path Finding, Variable Hop Path, Path from
 * Specific Node, Remote Node Property.
 *
 * Cypher semantics: Neo4j, where the paper computed its truth, never uses one relationship twice
 * in a MATCH (trail semantics); the embedded engine repeats them unless told `TRAIL`, and then only
 * inside the variable-length part. For the endpoints these queries return, walks and trails agree
 * (a walk shortcuts to a path), except in the variable-hop query, whose last hop must be a
 * relationship the trail did not use; its Cypher states that condition without rels(e), which the
 * engine (0.19.1) reports wrongly for variable-length matches from many start nodes. The
 * evaluators compute the same answers another way (hop layers, trail enumeration).
 */
import { outputFormat } from './output-format.js';
import {
  cypherLiteral,
  HOP_CHOICES,
  ident,
  labelsOf,
  MAX_HOPS,
  nodeProperties,
  num,
  propertyNamed,
  type QueryTemplate,
  str,
  type TemplateContext,
} from './template.js';
import { rowItems } from './templates-retrieval.js';
import { itemOf, itemsTruth } from './truth.js';

const PAIR_FIELDS = [
  { name: 'source_node_key', type: 'string' as const },
  { name: 'target_node_key', type: 'string' as const },
];

export const pathFinding: QueryTemplate = {
  name: 'path_finding',
  title: 'Path Finding',
  category: 'path-traversal',
  draw: (ctx, pick) => ({
    source_label: pick(labelsOf(ctx)),
    target_label: pick(labelsOf(ctx)),
    middle_label: pick(labelsOf(ctx)),
  }),
  instruction: (p) =>
    `Find all paths from "${p.source_label}" to "${p.target_label}" through "${p.middle_label}".`,
  output: () => outputFormat('Return results in JSON format as per schema:', PAIR_FIELDS),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)})-->(b:${ident(p.middle_label)})-->(c:${ident(p.target_label)}) ` +
    'RETURN a.key AS source_node_key, c.key AS target_node_key',
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['source_node_key', 'target_node_key'])),
  evaluate: ({ index }, p) => {
    const pairs: string[] = [];
    for (const a of index.nodesWithLabel(str(p.source_label))) {
      const middles = [...index.successors([a])].filter((b) => index.labels[b] === p.middle_label);
      for (const c of index.successors(middles)) {
        if (index.labels[c] === p.target_label) pairs.push(itemOf([index.keys[a]!, index.keys[c]!]));
      }
    }
    return itemsTruth('all', pairs);
  },
};

export const variableHopPath: QueryTemplate = {
  name: 'variable_hop_path',
  title: 'Variable Hop Path',
  category: 'path-traversal',
  draw: (ctx, pick) => ({
    source_label: pick(labelsOf(ctx)),
    target_label: pick(labelsOf(ctx)),
    n: pick(HOP_CHOICES),
  }),
  instruction: (p) =>
    `Find all paths where a "${p.source_label}" node reaches a "${p.target_label}" node in 1 to ${p.n} steps, ` +
    'then takes one more step to any other node.',
  output: () =>
    outputFormat('Return the keys of the source and target nodes in JSON format as per schema:', PAIR_FIELDS),
  // Table 6: MATCH (a)-[*1..n]->(b)-->(). The last hop may not reuse a trail relationship. When
  // b ≠ a, a shortest trail reaches b once, at its end, so any out-edge of b will do; when b = a,
  // the cycle used one of a's out-edges, so a needs a second one.
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)})-[* TRAIL 1..${num(p.n)}]->(b:${ident(p.target_label)}) ` +
    'WHERE (a.key <> b.key AND EXISTS { MATCH (b)-->() }) OR (a.key = b.key AND COUNT { MATCH (b)-->() } >= 2) ' +
    'RETURN DISTINCT a.key AS source_node_key, b.key AS target_node_key',
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['source_node_key', 'target_node_key'])),
  evaluate: (ctx, p) =>
    itemsTruth('all', trailPairs(ctx, str(p.source_label), str(p.target_label), num(p.n))),
};

/**
 * Pairs (a, b): a trail of 1..n edges from a reaches b, and b has an out-edge the trail did not
 * use — every trail enumerated depth-first, with the set of edges it used.
 */
function trailPairs({ index }: TemplateContext, source: string, target: string, n: number): string[] {
  const pairs = new Set<string>();
  const used = new Set<number>();
  const walk = (a: number, at: number, depth: number): void => {
    for (const e of index.outEdges[at]!) {
      if (used.has(e)) continue;
      used.add(e);
      const b = index.edges[e]!.target;
      if (index.labels[b] === target && index.outEdges[b]!.some((x) => !used.has(x))) {
        pairs.add(itemOf([index.keys[a]!, index.keys[b]!]));
      }
      if (depth + 1 < n) walk(a, b, depth + 1);
      used.delete(e);
    }
  };
  for (const a of index.nodesWithLabel(source)) walk(a, a, 0);
  return [...pairs];
}

/** Nodes reached from node `from` by walks of exactly k edges, for k = 0..max (one set per k). */
function hopLayers({ index }: TemplateContext, from: number, max: number): Set<number>[] {
  const layers = [new Set([from])];
  for (let k = 1; k <= max; k++) layers.push(index.successors(layers[k - 1]!));
  return layers;
}

export const pathFromSpecificNode: QueryTemplate = {
  name: 'path_from_specific_node',
  title: 'Path from Specific Node',
  category: 'path-traversal',
  draw: (ctx, pick) => {
    const source_key = pick(ctx.index.keys);
    const source_label = ctx.index.labels[ctx.index.nodeByKey(source_key)!]!;
    return { source_label, source_key, target_label: pick(labelsOf(ctx)), n: pick(HOP_CHOICES) };
  },
  instruction: (p) =>
    `Find all paths of 1 to ${p.n} steps from the node with key "${p.source_key}" to any node of type "${p.target_label}".`,
  output: () =>
    outputFormat('Return the keys of the target nodes found in JSON format:', [
      { name: 'target_node_key', type: 'string' },
    ]),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)} {key: ${cypherLiteral(p.source_key)}})-[* TRAIL 1..${num(p.n)}]->` +
    `(b:${ident(p.target_label)}) RETURN DISTINCT b.key AS target_node_key`,
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['target_node_key'])),
  evaluate: (ctx, p) => {
    const layers = hopLayers(ctx, ctx.index.nodeByKey(str(p.source_key))!, num(p.n)).slice(1);
    const reached = new Set(layers.flatMap((layer) => [...layer]));
    const keys = [...reached].filter((b) => ctx.index.labels[b] === p.target_label);
    return itemsTruth(
      'all',
      keys.map((b) => itemOf([ctx.index.keys[b]!])),
    );
  },
};

export const remoteNodeProperty: QueryTemplate = {
  name: 'remote_node_property',
  title: 'Remote Node Property',
  category: 'path-traversal',
  draw: (ctx, pick) => {
    const source_key = pick(ctx.index.keys);
    const source_label = ctx.index.labels[ctx.index.nodeByKey(source_key)!]!;
    const target_label = pick(labelsOf(ctx));
    return {
      source_label,
      source_key,
      target_label,
      prop_name: pick(nodeProperties(ctx, target_label)).name,
    };
  },
  instruction: (p) =>
    `From a "${p.source_label}" node with key "${p.source_key}" find a "${p.target_label}" node that is not ` +
    `a direct neighbor but is reachable in 2 or more hops, and return its "${p.prop_name}". ` +
    "ANY valid node's property will be accepted.",
  output: (ctx, p) => {
    const prop = propertyNamed(nodeProperties(ctx, str(p.target_label)), p.prop_name!);
    return outputFormat('Return ONLY ONE answer in JSON format:', [
      { name: 'value', type: prop.type === 'float' ? 'number' : 'string' },
    ]);
  },
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)} {key: ${cypherLiteral(p.source_key)}})-[* TRAIL 2..${MAX_HOPS}]->` +
    `(b:${ident(p.target_label)}) WHERE NOT EXISTS { MATCH (a)-->(b) } RETURN DISTINCT b.${ident(p.prop_name)} AS value`,
  truthFromRows: (rows) => itemsTruth('one', rowItems(rows, ['value'])),
  evaluate: (ctx, p) => {
    const { index } = ctx;
    const layers = hopLayers(ctx, index.nodeByKey(str(p.source_key))!, MAX_HOPS);
    const direct = layers[1]!;
    const remote = new Set(layers.slice(2).flatMap((layer) => [...layer]));
    const values = [...remote]
      .filter((b) => !direct.has(b) && index.labels[b] === p.target_label)
      .map((b) => itemOf([index.nodeProperty(b, str(p.prop_name)) as string | number]));
    return itemsTruth('one', values);
  },
};
