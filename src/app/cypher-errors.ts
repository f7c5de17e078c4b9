/**
 * A user's Cypher query that the embedded engine rejects, explained in the user's terms:
 * - an unknown label, relationship type or property names the valid ones (from the schema and
 *   the engine's tables), as the navigation tools do, instead of "syntax error: Binder exception";
 * - a label that exists but is not a node's first label says how to match it (`'X' IN n._labels`:
 *   the engine keeps one label, its table, per node);
 * - a parse error quotes the query as written: the read-only check runs it as `EXPLAIN <query>`,
 *   and the engine's message quoted that statement and counted its offset from it.
 * The engine's own message stays in the error's details (`engineMessage`).
 */
import { GrrafError, isGrrafError } from '../errors.js';
import type { GraphStore } from '../graph/stores/graph-store.js';

/** What the read-only check puts before the query (see graph/stores/embedded/read-guard.ts). */
const EXPLAIN = 'EXPLAIN ';

/** `e` explained for the user when it is one of the engine errors above; otherwise `e` itself. */
export async function explainCypherError(e: unknown, query: string, store: GraphStore): Promise<unknown> {
  if (!isGrrafError(e, 'syntax')) return e;
  const engine = String(e.details.engineMessage ?? e.message);
  const details = { ...e.details, query };
  if (/^Parser exception/i.test(engine)) {
    return new GrrafError('syntax', withoutExplain(engine, query), { recoverable: e.recoverable, details });
  }
  const names = await namesOf(store);
  const message = unknownName(engine, query, names);
  if (message === undefined) return e;
  return new GrrafError('not-found', message, { recoverable: e.recoverable, details });
}

/** The store's names: labels (all, and those that are a node's table), types, properties. */
interface Names {
  labels: string[];
  tables: string[] | undefined;
  types: string[];
  properties: Map<string, string[]>;
}

async function namesOf(store: GraphStore): Promise<Names> {
  const schema = await store.schema();
  const properties = new Map<string, string[]>();
  for (const l of schema.nodeLabels)
    properties.set(l.label, [...new Set(['id', ...l.properties.map((p) => p.key)])]);
  for (const t of schema.relationshipTypes)
    properties.set(
      t.type,
      t.properties.map((p) => p.key),
    );
  return {
    labels: schema.nodeLabels.map((l) => l.label),
    tables: await nodeTables(store),
    types: schema.relationshipTypes.map((t) => t.type),
    properties,
  };
}

/** The engine's node tables (a node's first label); undefined where the catalog cannot be read. */
async function nodeTables(store: GraphStore): Promise<string[] | undefined> {
  try {
    const r = await store.cypher!('CALL show_tables() RETURN name, type', {}, { maxRows: 10_000 });
    return r.rows.filter((row) => row.type === 'NODE').map((row) => String(row.name));
  } catch {
    return undefined;
  }
}

/** The message for an unknown label, type or property; undefined for any other engine error. */
function unknownName(engine: string, query: string, n: Names): string | undefined {
  const missing = /Table (.+) does not exist\./.exec(engine)?.[1];
  if (missing !== undefined) {
    return inRelationshipPattern(query, missing) ? unknownType(missing, n) : unknownLabel(missing, n);
  }
  const notNode = /Cannot bind (.+) as a node pattern label\./.exec(engine)?.[1];
  if (notNode !== undefined) return unknownLabel(notNode, n);
  const notRel = /Cannot bind (.+) as a relationship pattern label\./.exec(engine)?.[1];
  if (notRel !== undefined) return unknownType(notRel, n);
  const property = /Cannot find property (.+) for (.+)\./.exec(engine);
  if (property) return unknownProperty(property[1]!, property[2]!, query, n);
  return undefined;
}

function unknownLabel(name: string, n: Names): string {
  // Schema order; a table the schema does not name (unlabeled nodes' default) still counts.
  const matchable = n.tables
    ? [...n.labels.filter((l) => n.tables!.includes(l)), ...n.tables.filter((t) => !n.labels.includes(t))]
    : n.labels;
  const further = n.labels.filter((l) => !matchable.includes(l));
  if (further.includes(name)) {
    return (
      `"${name}" is no node's first label, and a pattern (n:${name}) matches first labels only ` +
      `(one table per node): write MATCH (n) WHERE ${inLabels(name)}`
    );
  }
  const hint = n.types.includes(name) ? ` ("${name}" is a relationship type)` : '';
  const more = further.length
    ? `; further labels, matched with WHERE ${inLabels('<label>')}: ${names(further)}`
    : '';
  return `unknown node label "${name}"${hint}; the node labels are: ${names(matchable)}${more}`;
}

function unknownType(name: string, n: Names): string {
  const hint = n.labels.includes(name) ? ` ("${name}" is a node label)` : '';
  return `unknown relationship type "${name}"${hint}; the relationship types are: ${names(n.types)}`;
}

function unknownProperty(property: string, variable: string, query: string, n: Names): string {
  const label = labelOf(query, variable);
  const known = label === undefined ? undefined : n.properties.get(label);
  if (label !== undefined && known !== undefined) {
    const whose = n.types.includes(label) ? `"${label}" relationships` : `"${label}" nodes`;
    return `unknown property "${property}" of ${variable}; the properties of ${whose} are: ${names(known)}`;
  }
  const every = [...new Set([...n.properties.values()].flat())].sort();
  return `unknown property "${property}" of ${variable}; the graph's properties are: ${names(every)}`;
}

/** `'X' IN n._labels`, how a label other than the first is matched. */
const inLabels = (label: string) => `'${label}' IN n._labels`;

const names = (list: readonly string[]) => (list.length === 0 ? '(none)' : list.join(', '));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `name` is written as a relationship type: `[r:NAME]` or `[:A|NAME]`. */
function inRelationshipPattern(query: string, name: string): boolean {
  return new RegExp(`\\[[^\\]]*:\\s*(?:[^\\]]*\\|\\s*)?\`?${escape(name)}\`?\\s*[\\]*|{]`).test(query);
}

/** The label or type `variable` is bound to in the query (`(n:Store)`, `[r:SHIPS_TO]`), if written. */
function labelOf(query: string, variable: string): string | undefined {
  const v = escapeRegExp(variable);
  return new RegExp(`[([]\\s*${v}\\s*:\\s*\`?([^\`\\s)\\]{:|*]+)`).exec(query)?.[1];
}

/**
 * The engine's parse error with the statement the user wrote: its quoted first line loses the
 * `EXPLAIN ` prefix, the caret under it moves back as far, and a first-line offset counts from the
 * query's start. Later lines are quoted and counted as they are.
 */
function withoutExplain(engine: string, query: string): string {
  const firstLine = / \(line: 1, offset: (\d+)\)/.exec(engine);
  let text = engine;
  if (firstLine) {
    const offset = Math.max(0, Number(firstLine[1]) - EXPLAIN.length);
    text = text.replace(firstLine[0], ` (line: 1, offset: ${offset})`);
  }
  const quoted = `"${EXPLAIN}${query.split('\n')[0]}"`;
  const i = text.indexOf(quoted);
  if (i < 0) return text;
  const before = text.slice(0, i);
  const after = text.slice(i + quoted.length);
  // The caret line follows the quoted line; it is indented to the quote's columns.
  const caret = after.replace(new RegExp(`^\\n {${EXPLAIN.length}}`), '\n');
  return `${before}"${query.split('\n')[0]}"${caret}`;
}
