/**
 * Table 6's retrieval and aggregation templates: Node Count, Relationship Count, Node with Most
 * Relationships, Node by Property, Relationship by Property.
 */
import { outputFormat } from './output-format.js';
import {
  cypherLiteral,
  ident,
  labelsOf,
  nodeProperties,
  propertyNamed,
  type QueryTemplate,
  relationshipProperties,
  str,
  typesOf,
} from './template.js';
import { type GraphwalkTruth, itemOf, itemsTruth } from './truth.js';

/** The items of Cypher rows: the listed columns of each row, in order. */
export function rowItems(rows: Record<string, unknown>[], columns: string[]): string[] {
  return rows.map((r) => itemOf(columns.map((c) => r[c] as string | number)));
}

/** The count in a one-row `count` result (an empty result counts 0). */
function countOf(rows: Record<string, unknown>[]): GraphwalkTruth {
  return { kind: 'number', value: Number(rows[0]?.count ?? 0) };
}

const COUNT_LEAD = 'Return ONLY the output with the count in JSON format:';

export const nodeCount: QueryTemplate = {
  name: 'node_count',
  title: 'Node Count',
  category: 'retrieval-aggregation',
  draw: (ctx, pick) => ({ source_label: pick(labelsOf(ctx)), target_label: pick(labelsOf(ctx)) }),
  instruction: (p) =>
    `Count the number of "${p.source_label}" nodes that are connected to any "${p.target_label}" node.`,
  output: () => outputFormat(COUNT_LEAD, [{ name: 'count', type: 'number' }]),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)})-->(b:${ident(p.target_label)}) RETURN count(DISTINCT a) AS count`,
  truthFromRows: countOf,
  evaluate: ({ index }, p) => ({
    kind: 'number',
    value: index.nodesWithLabel(str(p.source_label)).filter((a) => index.pointsTo(a, str(p.target_label)))
      .length,
  }),
};

export const relationshipCount: QueryTemplate = {
  name: 'relationship_count',
  title: 'Relationship Count',
  category: 'retrieval-aggregation',
  draw: (ctx, pick) => ({ rel_type_name: pick(typesOf(ctx)) }),
  instruction: (p) => `How many relationships of type "${p.rel_type_name}" exist?`,
  output: () => outputFormat(COUNT_LEAD, [{ name: 'count', type: 'number' }]),
  cypher: (_, p) => `MATCH ()-[r:${ident(p.rel_type_name)}]->() RETURN count(DISTINCT r) AS count`,
  truthFromRows: countOf,
  evaluate: ({ index }, p) => ({ kind: 'number', value: index.edgesOfType(str(p.rel_type_name)).length }),
};

/**
 * Table 6 ends this query with `LIMIT 1`, which picks one node arbitrarily among ties; the truth
 * query leaves it out and keeps every row tied with the first, so any tied node is accepted.
 */
export const nodeWithMostRelationships: QueryTemplate = {
  name: 'node_with_most_relationships',
  title: 'Node with Most Relationships',
  category: 'retrieval-aggregation',
  draw: (ctx, pick) => ({ source_node_label: pick(labelsOf(ctx)), rel_type_name: pick(typesOf(ctx)) }),
  instruction: (p) =>
    `Which "${p.source_node_label}" node has the most outgoing "${p.rel_type_name}" relationships?`,
  output: () =>
    outputFormat('Return ONLY ONE answer in JSON format as per the schema:', [
      { name: 'node_key', type: 'string' },
      { name: 'rel_count', type: 'number' },
    ]),
  cypher: (_, p) =>
    `MATCH (n:${ident(p.source_node_label)})-[r:${ident(p.rel_type_name)}]->() WITH n, count(r) AS rel_count ` +
    'RETURN n.key AS node_key, rel_count ORDER BY rel_count DESC',
  truthFromRows: (rows) => {
    const top = rows[0]?.rel_count;
    return itemsTruth(
      'one',
      rowItems(
        rows.filter((r) => r.rel_count === top),
        ['node_key', 'rel_count'],
      ),
    );
  },
  evaluate: ({ index }, p) => {
    const counts = index.nodesWithLabel(str(p.source_node_label)).map((n) => ({
      n,
      c: index.outEdges[n]!.filter((e) => index.edges[e]!.type === p.rel_type_name).length,
    }));
    const top = Math.max(0, ...counts.map((x) => x.c));
    const tied = counts.filter((x) => x.c === top && top > 0);
    return itemsTruth(
      'one',
      tied.map((x) => itemOf([index.keys[x.n]!, top])),
    );
  },
};

export const nodeByProperty: QueryTemplate = {
  name: 'node_by_property',
  title: 'Node by Property',
  category: 'retrieval-aggregation',
  draw: (ctx, pick) => {
    const node_label = pick(labelsOf(ctx));
    const prop = pick(nodeProperties(ctx, node_label));
    return { node_label, prop_name: prop.name, prop_value: pick(prop.values) };
  },
  instruction: (p) => `Find all "${p.node_label}" nodes where "${p.prop_name}" is "${p.prop_value}".`,
  output: () =>
    outputFormat('Return results in JSON format according to the schema:', [
      { name: 'node_key', type: 'string' },
    ]),
  cypher: (_, p) =>
    `MATCH (n:${ident(p.node_label)} {${ident(p.prop_name)}: ${cypherLiteral(p.prop_value)}}) ` +
    'RETURN DISTINCT n.key AS node_key',
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['node_key'])),
  evaluate: ({ index }, p) =>
    itemsTruth(
      'all',
      index
        .nodesWithLabel(str(p.node_label))
        .filter((n) => index.nodeProperty(n, str(p.prop_name)) === p.prop_value)
        .map((n) => itemOf([index.keys[n]!])),
    ),
};

/** Table 6's `{return_clause}`: the relationship's other properties, returned beside the keys. */
function otherProperties(props: { name: string }[], chosen: string): string[] {
  return props.map((x) => x.name).filter((name) => name !== chosen);
}

export const relationshipByProperty: QueryTemplate = {
  name: 'relationship_by_property',
  title: 'Relationship by Property',
  category: 'retrieval-aggregation',
  draw: (ctx, pick) => {
    const rel_type_name = pick(typesOf(ctx));
    const prop = pick(relationshipProperties(ctx, rel_type_name));
    return { rel_type_name, prop_name: prop.name, prop_value: pick(prop.values) };
  },
  instruction: (p) =>
    `Find all "${p.rel_type_name}" relationships where "${p.prop_name}" is "${p.prop_value}".`,
  output: (ctx, p) => {
    const props = relationshipProperties(ctx, str(p.rel_type_name));
    const extra = otherProperties(props, str(p.prop_name)).map((name) => {
      const type = propertyNamed(props, name).type === 'float' ? ('number' as const) : ('string' as const);
      return { name, type };
    });
    const keys = [
      { name: 'source_key', type: 'string' as const },
      { name: 'target_key', type: 'string' as const },
    ];
    return outputFormat('Return results in JSON format based on the schema:', keys, extra);
  },
  cypher: (ctx, p) => {
    const props = relationshipProperties(ctx, str(p.rel_type_name));
    const returned = otherProperties(props, str(p.prop_name)).map(
      (name) => `, r.${ident(name)} AS ${ident(name)}`,
    );
    return (
      `MATCH (s)-[r:${ident(p.rel_type_name)} {${ident(p.prop_name)}: ${cypherLiteral(p.prop_value)}}]->(t) ` +
      `RETURN s.key AS source_key, t.key AS target_key${returned.join('')}`
    );
  },
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['source_key', 'target_key'])),
  evaluate: ({ index }, p) =>
    itemsTruth(
      'all',
      index
        .edgesOfType(str(p.rel_type_name))
        .map((e) => index.edges[e]!)
        .filter((e) => e.properties[str(p.prop_name)] === p.prop_value)
        .map((e) => itemOf([index.keys[e.source]!, index.keys[e.target]!])),
    ),
};
