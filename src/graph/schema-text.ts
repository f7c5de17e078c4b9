/**
 * The compact text form of a GraphSchema: a few lines, deterministic, what prompts include.
 *
 * Example:
 *   Graph: undirected, weighted (edge property "weight", 1..10), 43 nodes, 105 edges.
 *   Node ids: integers (e.g. 0, 1, 2).
 *   Nodes :Node (43) properties: none.
 *   Relationships :EDGE (105) Node--Node properties: weight (integer, e.g. 7, 9, 4).
 */
import type { PropertyValue } from './model.js';
import type { GraphSchema, PropertySummary } from './schema.js';

/** The schema as a few lines of text (`A->B` for directed relationships, `A--B` for undirected). */
export function formatSchemaText(schema: GraphSchema): string {
  const lines = [graphLine(schema), idLine(schema)];
  for (const l of schema.nodeLabels) {
    lines.push(`Nodes :${l.label} (${l.count}) properties: ${propertiesText(l.properties, l.count)}.`);
  }
  const arrow = schema.directed ? '->' : '--';
  for (const r of schema.relationshipTypes) {
    const ends = r.endpoints.map((e) => `${e.from}${arrow}${e.to}`).join(', ');
    lines.push(
      `Relationships :${r.type} (${r.count}) ${ends} properties: ${propertiesText(r.properties, r.count)}.`,
    );
  }
  if (schema.relationshipTypes.length === 0) lines.push('Relationships: none.');
  return lines.join('\n');
}

function graphLine(s: GraphSchema): string {
  const parts = [s.directed ? 'directed' : 'undirected'];
  if (s.multi) parts.push('multigraph (parallel edges allowed)');
  parts.push(
    s.weighted && s.weightRange
      ? `weighted (edge property "weight", ${s.weightRange.min}..${s.weightRange.max})`
      : 'unweighted',
  );
  if (s.nodeWeighted) parts.push('node-weighted (node property "weight")');
  parts.push(plural(s.nodeCount, 'node'), plural(s.edgeCount, 'edge'));
  if (s.selfLoops > 0) parts.push(plural(s.selfLoops, 'self-loop'));
  return `Graph: ${parts.join(', ')}.`;
}

function idLine(s: GraphSchema): string {
  const kind = { integer: 'integers', string: 'strings', mixed: 'integers and strings', none: 'none' }[
    s.idType
  ];
  if (s.idExamples.length === 0) return `Node ids: ${kind}.`;
  return `Node ids: ${kind} (e.g. ${s.idExamples.map(valueText).join(', ')}).`;
}

/** `key (type[, n of total], e.g. a, b, c)` for each property, or `none`. */
function propertiesText(props: PropertySummary[], total: number): string {
  if (props.length === 0) return 'none';
  return props
    .map((p) => {
      const facts = [p.types.join('|')];
      if (p.count < total) facts.push(`${p.count} of ${total}`);
      if (p.examples.length > 0) facts.push(`e.g. ${p.examples.map(valueText).join(', ')}`);
      return `${p.key} (${facts.join(', ')})`;
    })
    .join(', ');
}

/** Numbers bare, strings quoted, lists as JSON: unambiguous for a reader writing code. */
function valueText(v: PropertyValue | string | number): string {
  return typeof v === 'number' ? String(v) : JSON.stringify(v);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
