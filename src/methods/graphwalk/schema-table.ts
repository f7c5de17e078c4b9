/**
 * The graph schema as GraphWalk shows it to the agent (paper appendix B.1, Table 5): one row per
 * entity and property — entity type, name, Cypher pattern, property — here with a few example
 * values, a list that ends in "..." when there may be more (the B.2 prompt tells the agent so).
 * Every node label gets an `id` row first: the tools find any node by its id.
 */
import type { GraphSchema, PropertySummary } from '../../graph/schema.js';
import { SCHEMA_EXAMPLE_LIMIT } from '../../graph/schema.js';

const HEAD = ['#', 'Entity Type', 'Entity Name', 'Cypher Pattern', 'Property', 'Example Values'];

/** The schema table as prompt text. */
export function schemaTable(schema: GraphSchema): string {
  const rows: string[][] = [];
  const add = (type: string, name: string, pattern: string, property: string, values: string) =>
    rows.push([String(rows.length), type, name, pattern, property, values]);
  for (const label of schema.nodeLabels) {
    const pattern = `(:${label.label})`;
    add('Node', label.label, pattern, 'id', '');
    for (const p of label.properties)
      if (p.key !== 'id') add('Node', label.label, pattern, p.key, examples(p));
  }
  const arrow = schema.directed ? '->' : '-';
  for (const rel of schema.relationshipTypes) {
    const ends = rel.endpoints.length > 0 ? rel.endpoints : [{ from: '', to: '' }];
    for (const end of ends) {
      const pattern = `(${end.from ? `:${end.from}` : ''})-[:${rel.type}]${arrow}(${end.to ? `:${end.to}` : ''})`;
      if (rel.properties.length === 0) add('Relationship', rel.type, pattern, '', '');
      for (const p of rel.properties) add('Relationship', rel.type, pattern, p.key, examples(p));
    }
  }
  const counts = `${schema.directed ? 'Directed' : 'Undirected'} graph: ${schema.nodeCount} nodes, ${schema.edgeCount} relationships.`;
  return [counts, HEAD.join(' | '), ...rows.map((r) => r.join(' | '))].join('\n');
}

/** A property's example values, "..." at the end when the list may go on. */
function examples(p: PropertySummary): string {
  const shown = p.examples.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (p.examples.length >= SCHEMA_EXAMPLE_LIMIT) shown.push('...');
  return shown.join(', ');
}
