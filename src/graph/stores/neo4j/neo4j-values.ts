/**
 * Driver values → plain JSON-friendly values, and GraphData values → driver parameters.
 * Integers: JS numbers that are integers are sent as Neo4j Integers (the driver would send
 * floats), and the driver is configured to return integers as numbers (disableLosslessIntegers).
 */
import neo4j from 'neo4j-driver';
import type { PropertyValue } from '../../model.js';

/** A JSON-friendly copy of a driver value (nodes, relationships, paths, temporal values). */
export function plainNeo4j(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (neo4j.isInt(v)) return (v as { toNumber(): number }).toNumber();
  if (typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(plainNeo4j);
  if (isNode(v)) return { _labels: v.labels, ...plainProps(v.properties) };
  if (isRel(v)) return { _type: v.type, ...plainProps(v.properties) };
  if (neo4j.isPath(v)) {
    const p = v as unknown as {
      segments: { start: unknown; relationship: unknown; end: unknown }[];
      start: unknown;
    };
    return {
      nodes: [p.start, ...p.segments.map((s) => s.end)].map(plainNeo4j),
      relationships: p.segments.map((s) => plainNeo4j(s.relationship)),
    };
  }
  if (typeof (v as { toString?: unknown }).toString === 'function' && isTemporal(v)) return String(v);
  return plainProps(v as Record<string, unknown>);
}

function plainProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(props)) out[k] = plainNeo4j(x);
  return out;
}

/** True for a driver Node. */
export function isNode(v: unknown): v is { labels: string[]; properties: Record<string, unknown> } {
  return neo4j.isNode(v as never);
}

/** True for a driver Relationship. */
export function isRel(v: unknown): v is { type: string; properties: Record<string, unknown> } {
  return neo4j.isRelationship(v as never);
}

function isTemporal(v: unknown): boolean {
  return (
    neo4j.isDate(v as never) ||
    neo4j.isDateTime(v as never) ||
    neo4j.isLocalDateTime(v as never) ||
    neo4j.isLocalTime(v as never) ||
    neo4j.isTime(v as never) ||
    neo4j.isDuration(v as never)
  );
}

/**
 * A generated query's parameter as the driver should send it: integers (JS numbers that are safe
 * integers) as Neo4j Integers, inside lists and maps too — sent as floats, `LIMIT $k` and
 * `SKIP $k` fail ("'2.0' is not a valid value"). Lists stay lists.
 */
export function queryParam(v: unknown): unknown {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return neo4j.int(v);
  if (Array.isArray(v)) return v.map(queryParam);
  if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, queryParam(x)]));
  }
  return v;
}

/** A GraphData value as a driver parameter; lists of mixed kinds become JSON text (Neo4j lists are homogeneous). */
export function toParam(v: PropertyValue): unknown {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return neo4j.int(v);
  if (Array.isArray(v)) {
    const kinds = new Set(v.map((x) => (x === null ? 'null' : Array.isArray(x) ? 'list' : typeof x)));
    if (kinds.size > 1 || kinds.has('list') || kinds.has('null')) return JSON.stringify(v);
    return v.map((x) => toParam(x));
  }
  return v;
}
