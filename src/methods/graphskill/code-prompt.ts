/**
 * The coding agent's prompts (GraphSkill Eq. 5): the task (never the graph), the graph's kind, the
 * inputs the program reads from `params`, the answer format the test cases use, the retrieved
 * documents and the language rules.
 */
import type { ExecLanguage, ProgramParam } from '../../exec/executor.js';
import { hintsBlock } from '../shared/hints.js';
import { LANGUAGE_NAMES } from '../shared/program-prompts.js';
import { type GraphShape, graphKind } from '../shared/self-tests/index.js';
import { documentsBlock, type RetrievedDoc } from './documents.js';
import { graphskillPrompts } from './prompts.js';

/** What the coding agent writes a program for. */
export interface CodingTask {
  language: Exclude<ExecLanguage, 'cypher'>;
  /** The task as the model sees it. */
  question: string;
  hints: readonly string[];
  shape: GraphShape;
  /** The question's inputs (names and this instance's values). */
  params: Readonly<Record<string, ProgramParam>>;
  /** Inputs that name nodes. */
  nodeParams: readonly string[];
  documents: readonly RetrievedDoc[];
}

/** The language rules of GraphSkill's prompts. */
export function languageRules(task: Pick<CodingTask, 'language' | 'documents'>): string {
  if (task.language === 'python') return graphskillPrompts.render('lang-python', {});
  const note =
    task.documents.length > 0 ? ' (the documentation above describes the ones this task needs)' : '';
  return graphskillPrompts.render('lang-js', { library_note: note });
}

/** "The task's inputs are in `params`: …", or that there are none. */
export function inputsText(params: Readonly<Record<string, ProgramParam>>): string {
  const names = Object.keys(params);
  if (names.length === 0) return 'The task has no inputs besides G (`params` is empty).';
  const listed = names.map((n) => `params.${n} (${JSON.stringify(params[n])} in this task)`).join(', ');
  return `The task's inputs are in \`params\`: ${listed}. Read them from \`params\`: the same program runs on other graphs and inputs.`;
}

/** The prompt for the first version of the program. */
export function codePrompt(task: CodingTask, answerFormat: string | undefined): string {
  const docs = documentsBlock(task.documents);
  return graphskillPrompts.render('code', {
    language: LANGUAGE_NAMES[task.language],
    question: task.question.trim(),
    hints: hintsBlock(task.hints),
    graph_kind: graphKind(task.shape),
    inputs: inputsText(task.params),
    answer_format: answerFormat ?? 'as the task asks',
    documents: docs ? `\nDocumentation of functions the program may call:\n\n${docs}\n` : '',
    language_rules: languageRules(task),
  });
}
