/**
 * The schema in one line for graphs without labels or relationship types (one `Node` table, one
 * `EDGE` table: every GraphInstruct and GTools graph), for the lean prompts of languages that see
 * the graph as an object. Labeled graphs, and every Cypher prompt (whose queries name the tables),
 * get the full schema text.
 */
import type { GraphSchema, PropertySummary } from '../../graph/schema.js';

/** True when the schema has at most the default node label and relationship type. */
export function isPlainSchema(s: GraphSchema): boolean {
  return (
    s.nodeLabels.every((l) => l.label === 'Node') &&
    s.nodeLabels.length <= 1 &&
    s.relationshipTypes.every((r) => r.type === 'EDGE') &&
    s.relationshipTypes.length <= 1
  );
}

/** `directed, edge weights integer 1..10, 22 nodes, 32 edges, node ids integers (e.g. 0, 1, 2)`. */
export function compactSchemaText(s: GraphSchema): string {
  const parts = [s.directed ? 'directed' : 'undirected'];
  if (s.multi) parts.push('multigraph');
  const edgeProps = s.relationshipTypes[0]?.properties ?? [];
  const nodeProps = s.nodeLabels[0]?.properties ?? [];
  const weight = edgeProps.find((p) => p.key === 'weight');
  if (weight && s.weightRange)
    parts.push(`edge weights ${weight.types.join('|')} ${s.weightRange.min}..${s.weightRange.max}`);
  else if (!weight) parts.push('unweighted');
  const nodeWeight = nodeProps.find((p) => p.key === 'weight');
  if (nodeWeight) parts.push(`node weights ${propertyText(nodeWeight)}`);
  parts.push(`${s.nodeCount} nodes`, `${s.edgeCount} edges`);
  if (s.selfLoops > 0) parts.push(`${s.selfLoops} self-loop${s.selfLoops === 1 ? '' : 's'}`);
  const ids = s.idExamples.length > 0 ? ` (e.g. ${s.idExamples.map(valueText).join(', ')})` : '';
  parts.push(`node ids ${s.idType === 'integer' ? 'integers' : s.idType}${ids}`);
  const otherNode = nodeProps.filter((p) => p.key !== 'weight');
  const otherEdge = edgeProps.filter((p) => p.key !== 'weight');
  if (otherNode.length > 0)
    parts.push(`node properties ${otherNode.map((p) => named(p, s.nodeCount)).join(', ')}`);
  if (otherEdge.length > 0)
    parts.push(`edge properties ${otherEdge.map((p) => named(p, s.edgeCount)).join(', ')}`);
  return parts.join(', ');
}

function named(p: PropertySummary, total: number): string {
  const some = p.count < total ? `, on ${p.count} of ${total}` : '';
  return `${p.key} (${propertyText(p)}${some})`;
}

function propertyText(p: PropertySummary): string {
  const examples = p.examples.length > 0 ? ` e.g. ${p.examples.map(valueText).join(', ')}` : '';
  return `${p.types.join('|')}${examples}`;
}

function valueText(v: unknown): string {
  return typeof v === 'number' ? String(v) : JSON.stringify(v);
}
