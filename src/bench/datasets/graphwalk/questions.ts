/**
 * The GraphWalk dataset: seeded synthetic graphs with the twelve templates instantiated on each
 * (paper §4.5: 12 templates × 10 graphs), truth from the in-memory evaluator. `cypherTruth` gives
 * truth #1 from a store holding the question's graph. Not wired to the bench runner here.
 */
import { GrrafError } from '../../../errors.js';
import type { GraphData } from '../../../graph/model.js';
import type { GraphStore } from '../../../graph/stores/graph-store.js';
import { mulberry32 } from '../../../util/mulberry32.js';
import { seedOf } from '../generate/random.js';
import { GraphIndex } from './graph-index.js';
import { instantiate } from './instantiate.js';
import { englishWords } from './non-words.js';
import type { OutputFormat } from './output-format.js';
import { type GraphwalkParams, presetParams } from './presets.js';
import { generateSyntheticGraph, type SyntheticGraph, type SyntheticSchema } from './synthetic-graph.js';
import type { QueryTemplate, TemplateCategory, TemplateContext, TemplateParams } from './template.js';
import { GRAPHWALK_TEMPLATES, templateNamed } from './templates.js';
import type { GraphwalkTruth } from './truth.js';

/** One GraphWalk question, ready for a method. */
export interface GraphwalkQuestion {
  /** Unique and file-name safe: `<graph name>-<template>-<i>`. */
  id: string;
  template: string;
  /** Table 6's question class, e.g. "Node Count". */
  title: string;
  category: TemplateCategory;
  /** The question as the model gets it: instruction, then the output-format sentence. */
  question: string;
  instruction: string;
  output: OutputFormat;
  params: TemplateParams;
  /** Table 6's Cypher for this instance, in the embedded store's dialect. */
  cypher: string;
  /** The graph's name; questions on one graph share the same `graph` object. */
  graphName: string;
  graph: GraphData;
  /** What the generator decided (labels, types, patterns, property pools): a schema prompt's source. */
  schema: SyntheticSchema;
  truth: GraphwalkTruth;
}

/** What to generate. */
export interface GraphwalkQuestionOptions {
  /** A preset name (default `main`); its parameters can be overridden with `params`. */
  preset?: string;
  params?: Partial<GraphwalkParams>;
  seed?: number;
  /** Number of graphs (default 10, as the paper). */
  graphs?: number;
  /** Only these templates (all twelve when absent). */
  templates?: string[];
  /** Instances of each template per graph (default 1, as the paper). */
  perTemplate?: number;
  /** The English word list names are checked against (default: englishWords()). */
  words?: ReadonlySet<string>;
}

/** The graphs of a dataset, generated from (seed, preset, graph number) so each is reproducible alone. */
export function graphwalkGraphs(options: GraphwalkQuestionOptions = {}): SyntheticGraph[] {
  const preset = options.preset ?? 'main';
  const params = { ...presetParams(preset), ...options.params };
  const words = options.words ?? englishWords();
  const seed = options.seed ?? 1;
  const count = options.graphs ?? 10;
  if (!Number.isInteger(count) || count < 0) {
    throw new GrrafError('config', `graphs must be a non-negative integer, got ${count}`, {
      field: 'graphs',
    });
  }
  const label = options.params ? `${preset}+custom` : preset;
  return Array.from({ length: count }, (_, g) => {
    const graph = generateSyntheticGraph(params, seedOf(seed, label, 'graph', g), words);
    graph.graph.name = `graphwalk-${label}-s${seed}-g${g}`;
    return graph;
  });
}

/** The questions of a dataset: every asked template, `perTemplate` times, on every graph. */
export function graphwalkQuestions(options: GraphwalkQuestionOptions = {}): GraphwalkQuestion[] {
  const templates = (options.templates ?? GRAPHWALK_TEMPLATES.map((t) => t.name)).map(templateNamed);
  const perTemplate = options.perTemplate ?? 1;
  return graphwalkGraphs(options).flatMap((graph) => questionsOn(graph, templates, perTemplate));
}

/** `perTemplate` questions of each template on one graph; each question has its own random stream. */
export function questionsOn(graph: SyntheticGraph, templates: readonly QueryTemplate[], perTemplate = 1) {
  const ctx: TemplateContext = { graph, index: new GraphIndex(graph.graph) };
  const name = graph.graph.name ?? `graphwalk-s${graph.seed}`;
  const out: GraphwalkQuestion[] = [];
  for (const template of templates) {
    for (let i = 0; i < perTemplate; i++) {
      const rng = mulberry32(seedOf(name, template.name, i));
      out.push(questionOf(ctx, template, instantiate(template, ctx, rng), `${name}-${template.name}-${i}`));
    }
  }
  return out;
}

function questionOf(
  ctx: TemplateContext,
  template: QueryTemplate,
  { params, truth }: { params: TemplateParams; truth: GraphwalkTruth },
  id: string,
): GraphwalkQuestion {
  const instruction = template.instruction(params);
  const output = template.output(ctx, params);
  return {
    id,
    template: template.name,
    title: template.title,
    category: template.category,
    question: `${instruction} ${output.sentence}`,
    instruction,
    output,
    params,
    cypher: template.cypher(ctx, params),
    graphName: ctx.graph.graph.name ?? id,
    graph: ctx.graph.graph,
    schema: ctx.graph.schema,
    truth,
  };
}

/** Rows a truth query may return before it is refused (variable-hop answers on 10,000 nodes are long). */
const TRUTH_MAX_ROWS = 5_000_000;

/** Truth #1: the question's Cypher run on `store`, which must hold the question's graph. */
export async function cypherTruth(
  store: Pick<GraphStore, 'cypher'>,
  question: Pick<GraphwalkQuestion, 'template' | 'cypher' | 'params' | 'id'>,
): Promise<GraphwalkTruth> {
  if (!store.cypher)
    throw new GrrafError('unsupported', 'this store does not run Cypher', { field: 'store' });
  const result = await store.cypher(question.cypher, {}, { maxRows: TRUTH_MAX_ROWS, timeLimitMs: 120_000 });
  if (result.truncated) {
    throw new GrrafError(
      'validation',
      `truth query of ${question.id} returned more than ${TRUTH_MAX_ROWS} rows`,
      {
        field: question.id,
      },
    );
  }
  return templateNamed(question.template).truthFromRows(result.rows, question.params);
}
