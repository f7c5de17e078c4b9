/**
 * The shape of one GraphWalk query template (paper appendix F, Table 6) and the helpers the
 * twelve templates share: how parameters are drawn, how values are written in questions and in
 * Cypher literals.
 */
import type { GraphIndex } from './graph-index.js';
import type { OutputFormat } from './output-format.js';
import type { PropertySpec, SyntheticGraph } from './synthetic-graph.js';
import type { GraphwalkTruth } from './truth.js';

/** The paper's three categories (§4.4). */
export type TemplateCategory = 'retrieval-aggregation' | 'path-traversal' | 'logical-composition';

/** A template parameter value: a label, type, key, property name or value, or a hop count. */
export type ParamValue = string | number;

/** The parameters of one instance, named as the paper's placeholders are. */
export type TemplateParams = Record<string, ParamValue>;

/** What a template reads: the generated graph and its index. */
export interface TemplateContext {
  graph: SyntheticGraph;
  index: GraphIndex;
}

/**
 * Chooses one of `options` (uniformly when drawing at random; every option in turn when
 * enumerating). An empty list ends this draw without an instance.
 */
export type Pick = <T>(options: readonly T[]) => T;

/** One query template. */
export interface QueryTemplate {
  /** The paper's name without `_query`, e.g. `node_count`. */
  name: string;
  /** Table 6's "Question Class", e.g. "Node Count". */
  title: string;
  category: TemplateCategory;
  /** Draws parameters: each choice among what the graph's schema offers. */
  draw(ctx: TemplateContext, pick: Pick): TemplateParams;
  /** The question without its output-format sentence, worded as Table 6 words it. */
  instruction(p: TemplateParams): string;
  /** The requested output format. */
  output(ctx: TemplateContext, p: TemplateParams): OutputFormat;
  /** Table 6's Cypher for this instance, in the embedded store's dialect (the truth #1 query). */
  cypher(ctx: TemplateContext, p: TemplateParams): string;
  /** Truth #1 from the rows `cypher` returned. */
  truthFromRows(rows: Record<string, unknown>[], p: TemplateParams): GraphwalkTruth;
  /** Truth #2: the same question answered by plain TypeScript over the graph. */
  evaluate(ctx: TemplateContext, p: TemplateParams): GraphwalkTruth;
}

/** Hop bounds: Table 6's `{n}` is drawn from these, and `{self.max_hops}` is the largest. */
export const HOP_CHOICES = [2, 3] as const;
/** The remote-node template's upper hop bound (`self.max_hops` in Table 6). */
export const MAX_HOPS = 3;

/** A node class's labels, in schema order. */
export function labelsOf(ctx: TemplateContext): string[] {
  return ctx.graph.schema.nodeClasses.map((c) => c.label);
}

/** A relationship class's types, in schema order. */
export function typesOf(ctx: TemplateContext): string[] {
  return ctx.graph.schema.relationshipClasses.map((c) => c.type);
}

/** The properties of a node class (besides `key`). */
export function nodeProperties(ctx: TemplateContext, label: string): PropertySpec[] {
  return ctx.graph.schema.nodeClasses.find((c) => c.label === label)?.properties ?? [];
}

/** The properties of a relationship class. */
export function relationshipProperties(ctx: TemplateContext, type: string): PropertySpec[] {
  return ctx.graph.schema.relationshipClasses.find((c) => c.type === type)?.properties ?? [];
}

/** A property spec by name among `props` (the template drew it from there). */
export function propertyNamed(props: PropertySpec[], name: ParamValue): PropertySpec {
  return props.find((p) => p.name === name)!;
}

/** A value as a Cypher literal: strings single-quoted and escaped, numbers as written. */
export function cypherLiteral(v: ParamValue | undefined): string {
  if (typeof v === 'number') return String(v);
  if (v === undefined) throw new Error('a template wrote Cypher for a parameter it did not draw');
  return `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** An identifier (label, type, property) backtick-quoted, so no generated name can read as a keyword. */
export function ident(name: ParamValue | undefined): string {
  if (name === undefined) throw new Error('a template wrote Cypher for a parameter it did not draw');
  return `\`${String(name).replaceAll('`', '``')}\``;
}

/** A parameter as a string (labels, types, keys are strings by construction). */
export function str(v: ParamValue | undefined): string {
  return String(v);
}

/** A parameter as a number (hop counts). */
export function num(v: ParamValue | undefined): number {
  return Number(v);
}
