/**
 * The scope a cached program is valid in: everything besides the question that shaped the program —
 * the method variant, the language, the graph's schema shape (direction, weights, multi-edges,
 * self-loops, id type, labels and property keys with their types, never counts or values), the
 * asker's hints (parameterized like the question), and any instance text the prompt showed (a
 * Cypher prompt shows G_prime's edges, so its program is valid for that pattern only).
 */
import { createHash } from 'node:crypto';
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema, PropertySummary } from '../../graph/schema.js';
import { type ProgramParams, questionPattern } from './question-pattern.js';

/** What a scope is made of. */
export interface ScopeInput {
  /** The method and its variant, e.g. `grraf/lean`. */
  method: string;
  language: ExecLanguage;
  schema: GraphSchema;
  /** The schema of the second graph of two-graph tasks. */
  schemaPrime?: GraphSchema;
  hints: readonly string[];
  /** The question's parameters, to parameterize the hints. */
  params: ProgramParams;
  /** Instance text the prompt showed besides the schema (e.g. G_prime's edges in Cypher). */
  shown?: string;
}

/** The schema shape: what a program may depend on, without counts, ranges or example values. */
export function schemaShape(s: GraphSchema): unknown {
  const props = (ps: PropertySummary[]) => ps.map((p) => `${p.key}:${p.types.join('|')}`).sort();
  return {
    directed: s.directed,
    weighted: s.weighted,
    nodeWeighted: s.nodeWeighted,
    multi: s.multi,
    selfLoops: s.selfLoops > 0,
    idType: s.idType,
    nodes: s.nodeLabels.map((l) => ({ label: l.label, props: props(l.properties) })),
    edges: s.relationshipTypes.map((r) => ({
      type: r.type,
      ends: r.endpoints.map((e) => `${e.from}>${e.to}`).sort(),
      props: props(r.properties),
    })),
  };
}

/** The scope as a short stable key (a hash of its parts). */
export function cacheScope(input: ScopeInput): string {
  const parts = {
    v: 1,
    method: input.method,
    language: input.language,
    shape: schemaShape(input.schema),
    prime: input.schemaPrime ? schemaShape(input.schemaPrime) : null,
    hints: input.hints.map((h) => questionPattern(h, input.params)),
    shown: input.shown ?? null,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}
