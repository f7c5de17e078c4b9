/**
 * Table 6's complex logical composition templates: Compositional Intersection (∃y R(x,y) ∧ ∃z S(x,z)),
 * Negation with Connection (∃y P(x,y) ∧ ¬∃z Q(x,z)) and Negation on Rel Property.
 * Neo4j's pattern predicates `EXISTS((a)-->(:L))` are written as the embedded dialect's
 * `EXISTS { MATCH (a)-->(:L) }` subqueries.
 */
import { outputFormat } from './output-format.js';
import {
  cypherLiteral,
  ident,
  labelsOf,
  nodeProperties,
  type QueryTemplate,
  relationshipProperties,
  str,
  typesOf,
} from './template.js';
import { rowItems } from './templates-retrieval.js';
import { itemOf, itemsTruth } from './truth.js';

const NODE_KEY = [{ name: 'node_key', type: 'string' as const }];

/** The labels other than `label`. */
function otherLabels(labels: string[], label: string): string[] {
  return labels.filter((l) => l !== label);
}

export const compositionalIntersection: QueryTemplate = {
  name: 'compositional_intersection',
  title: 'Compositional Intersection',
  category: 'logical-composition',
  draw: (ctx, pick) => {
    const target1_label = pick(labelsOf(ctx));
    return {
      source_label: pick(labelsOf(ctx)),
      target1_label,
      target2_label: pick(otherLabels(labelsOf(ctx), target1_label)),
    };
  },
  instruction: (p) =>
    `Find all nodes of type "${p.source_label}" that have a relationship to at least one "${p.target1_label}" ` +
    `node AND at least one "${p.target2_label}" node.`,
  output: (_, p) =>
    outputFormat(`Return the keys of these "${p.source_label}" nodes in JSON in this format:`, NODE_KEY),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)}) WHERE EXISTS { MATCH (a)-->(:${ident(p.target1_label)}) } ` +
    `AND EXISTS { MATCH (a)-->(:${ident(p.target2_label)}) } RETURN DISTINCT a.key AS node_key`,
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['node_key'])),
  evaluate: ({ index }, p) =>
    itemsTruth(
      'all',
      index
        .nodesWithLabel(str(p.source_label))
        .filter((a) => index.pointsTo(a, str(p.target1_label)) && index.pointsTo(a, str(p.target2_label)))
        .map((a) => itemOf([index.keys[a]!])),
    ),
};

export const negationWithConnection: QueryTemplate = {
  name: 'negation_with_connection',
  title: 'Negation with Connection',
  category: 'logical-composition',
  draw: (ctx, pick) => {
    const positive_target_label = pick(labelsOf(ctx));
    return {
      source_label: pick(labelsOf(ctx)),
      positive_target_label,
      negative_target_label: pick(otherLabels(labelsOf(ctx), positive_target_label)),
    };
  },
  instruction: (p) =>
    `Find all nodes of type "${p.source_label}" that are connected to at least one "${p.positive_target_label}" ` +
    `node AND are not connected to any "${p.negative_target_label}" node.`,
  output: () => outputFormat('Return their keys in JSON in this format:', NODE_KEY),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)}) WHERE EXISTS { MATCH (a)-->(:${ident(p.positive_target_label)}) } ` +
    `AND NOT EXISTS { MATCH (a)-->(:${ident(p.negative_target_label)}) } RETURN DISTINCT a.key AS node_key`,
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['node_key'])),
  evaluate: ({ index }, p) =>
    itemsTruth(
      'all',
      index
        .nodesWithLabel(str(p.source_label))
        .filter(
          (a) =>
            index.pointsTo(a, str(p.positive_target_label)) &&
            !index.pointsTo(a, str(p.negative_target_label)),
        )
        .map((a) => itemOf([index.keys[a]!])),
    ),
};

export const negationOnRelProperty: QueryTemplate = {
  name: 'negation_on_rel_property',
  title: 'Negation on Rel Property',
  category: 'logical-composition',
  draw: (ctx, pick) => {
    const source_label = pick(labelsOf(ctx));
    const sourceProp = pick(nodeProperties(ctx, source_label));
    const source_prop_value = pick(sourceProp.values);
    const rel_type_name = pick(typesOf(ctx));
    const target_label = pick(labelsOf(ctx));
    const relProp = pick(relationshipProperties(ctx, rel_type_name));
    return {
      source_label,
      source_prop_name: sourceProp.name,
      source_prop_value,
      rel_type_name,
      target_label,
      prop_name: relProp.name,
      val2: pick(relProp.values),
    };
  },
  instruction: (p) =>
    `Find all "${p.source_label}" nodes where "${p.source_prop_name}" is "${p.source_prop_value}". From those, ` +
    `find the ones connected to a "${p.target_label}" node by a "${p.rel_type_name}" relationship where the ` +
    `relationship's "${p.prop_name}" is not "${p.val2}".`,
  output: () => outputFormat('Return the keys of the source nodes in JSON in this format:', NODE_KEY),
  cypher: (_, p) =>
    `MATCH (a:${ident(p.source_label)} {${ident(p.source_prop_name)}: ${cypherLiteral(p.source_prop_value)}})` +
    `-[r:${ident(p.rel_type_name)}]->(b:${ident(p.target_label)}) ` +
    `WHERE r.${ident(p.prop_name)} <> ${cypherLiteral(p.val2)} RETURN DISTINCT a.key AS node_key`,
  truthFromRows: (rows) => itemsTruth('all', rowItems(rows, ['node_key'])),
  evaluate: ({ index }, p) => {
    const keys = index
      .nodesWithLabel(str(p.source_label))
      .filter((a) => index.nodeProperty(a, str(p.source_prop_name)) === p.source_prop_value)
      .filter((a) =>
        index.outEdges[a]!.some((e) => {
          const edge = index.edges[e]!;
          return (
            edge.type === p.rel_type_name &&
            index.labels[edge.target] === p.target_label &&
            edge.properties[str(p.prop_name)] !== p.val2
          );
        }),
      );
    return itemsTruth(
      'all',
      keys.map((a) => itemOf([index.keys[a]!])),
    );
  },
};
