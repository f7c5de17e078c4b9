/**
 * GraphWalk's questions as a bench dataset: each question keeps its own output format (passed to
 * the method as the task's answer format: the question's sentence and the format's JSON Schema)
 * and its truth from the in-memory evaluator (which agrees with the Cypher truth: npm run
 * check:graphwalk-truth), as a set of items scored with precision, recall and F1. The template's
 * conventions (Table 6's semantics where its wording allows two readings: datasets/hints.ts) go to
 * the method as task hints unless `conventions` is false, the paper's setting.
 */
import { z } from 'zod';
import type { Task } from '../../../methods/method.js';
import type { BenchQuestion, ItemsTruth } from '../../types.js';
import type { Dataset } from '../dataset.js';
import { filterTasks } from '../dataset.js';
import { GRAPHWALK_HINTS, hintsFor } from '../hints.js';
import type { OutputFormat } from './output-format.js';
import { type GraphwalkQuestion, type GraphwalkQuestionOptions, graphwalkQuestions } from './questions.js';
import { GRAPHWALK_TEMPLATE_NAMES } from './templates.js';
import { type GraphwalkTruth, truthItems } from './truth.js';

/** What `graphwalk:<preset>[:...]` asks for, plus the bench's task filter. */
export interface GraphwalkDatasetOptions extends GraphwalkQuestionOptions {
  /** Only these templates' questions (the bench's --tasks). */
  tasks?: string[];
  /** Pass each template's conventions as task hints (default true; false is the paper's setting). */
  conventions?: boolean;
}

/** The dataset (see file comment); its spec is `name`. */
export function graphwalkDataset(name: string, options: GraphwalkDatasetOptions = {}): Dataset {
  const { tasks, conventions = true, ...generate } = options;
  // Asked tasks that are templates limit what is generated; other task names select nothing here.
  const asked = tasks?.filter((t) => GRAPHWALK_TEMPLATE_NAMES.includes(t));
  const templates = generate.templates ?? asked;
  const questions =
    templates?.length === 0
      ? []
      : graphwalkQuestions({ ...generate, ...(templates ? { templates } : {}) }).map((q) =>
          benchQuestion(q, conventions),
        );
  const preset = options.preset ?? 'main';
  const graphs = new Set(questions.map((q) => q.origin)).size;
  return {
    name,
    description:
      `GraphWalk synthetic property graphs (preset ${preset}, seed ${options.seed ?? 1}): ` +
      `${graphs} graph(s) × ${new Set(questions.map((q) => q.task)).size} template(s), truth from the in-memory evaluator, ` +
      (conventions
        ? "the templates' conventions passed as hints"
        : "no conventions passed (the paper's setting)"),
    questions: filterTasks(questions, tasks),
  };
}

/** One GraphWalk question as the bench runs it, with its template's conventions as hints when asked. */
export function benchQuestion(q: GraphwalkQuestion, conventions = true): BenchQuestion {
  const hints = conventions ? hintsFor(GRAPHWALK_HINTS, q.template) : undefined;
  return {
    id: q.id,
    task: q.template,
    question: q.question,
    graph: q.graph,
    graphInQuestion: false,
    origin: q.graphName,
    answerFormat: answerFormat(q.output),
    truth: itemsTruth(q.truth, q.output),
    ...(hints ? { hints } : {}),
  };
}

/** The question's output format as a task's answer format. */
export function answerFormat(output: OutputFormat): NonNullable<Task['answerFormat']> {
  return {
    instruction: output.sentence,
    schema: z.toJSONSchema(output.schema) as NonNullable<Task['answerFormat']>['schema'],
  };
}

/** The question's truth as the bench's item-set truth (a count is the one item `[count]`). */
export function itemsTruth(truth: GraphwalkTruth, output: OutputFormat): ItemsTruth {
  return {
    kind: 'items',
    match: truth.kind === 'items' ? truth.match : 'all',
    items: truthItems(truth),
    fields: output.fields,
  };
}
