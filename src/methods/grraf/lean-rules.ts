/**
 * The lean pipeline's rules block: the graph's schema, the question's inputs and the language
 * rules with the library index. The compile prompt and every feedback prompt carry it, so a repair
 * sees the same facts as the first attempt.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { languageProfile } from '../../exec/languages.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import { paramOrder } from '../program-cache/question-pattern.js';
import { apiIndex } from '../shared/api-index.js';
import { graphsSentence, languageRules } from '../shared/language-rules.js';
import type { DialectSource, MethodServices } from '../shared/services.js';
import { compactSchemaText, isPlainSchema } from './compact-schema.js';
import { type GrrafPromptName, grrafPrompts } from './prompts.js';

/** Library functions the lean index shows with signature and doc (the rest by name). */
export const LEAN_API_DETAILED = 4;

/** What the rules block is built from. */
export interface LeanRulesInput {
  language: ExecLanguage;
  schema: GraphSchema;
  /** The full schema text (labeled graphs, Cypher, two-graph tasks). */
  schemaText: string;
  twoGraphs: boolean;
  /** The store the program runs on (its dialect profile gives the Cypher notes). */
  store: DialectSource;
  params: ProgramParams;
  /** True when the question came in a format that states its inputs (none found means none). */
  paramsKnown: boolean;
  /** The question and hints, to choose which library functions get their docs. */
  topic: string;
  /** The part of the topic whose words count double (the question proper and hints); default all. */
  focus?: string;
  /** G_prime as text for Cypher, which cannot receive it as an object. */
  patternText?: string;
  /** Ask the program for the evidence its answer rests on (JavaScript and Python). */
  evidence?: boolean;
  /** Query mode (JavaScript): no G; the program reads the store with `cypher()` under this row cap. */
  query?: { maxRows: number };
}

/**
 * The lean variants of the shared language rules (shorter, for the one-call compile); a language
 * without one gets the shared rules.
 */
const LEAN_TEMPLATES: Partial<Record<ExecLanguage, GrrafPromptName>> = {
  js: 'lean-js',
  python: 'lean-python',
};

/** The rules block of the lean compile and repair prompts. */
export function leanRules(
  input: LeanRulesInput,
  services: Pick<MethodServices, 'jsApi' | 'cypherNotes'>,
): string {
  const plain = readsGraph(input.language) && !input.twoGraphs && isPlainSchema(input.schema);
  return grrafPrompts.render('lean-rules', {
    schema: plain ? `Graph: ${compactSchemaText(input.schema)}` : input.schemaText,
    inputs: inputsText(input),
    language_rules: languageText(input, services) + evidenceText(input),
  });
}

/** The JavaScript rules of query mode: `cypher()`, the store's dialect, the row cap, the library. */
function queryModeRules(
  input: LeanRulesInput,
  maxRows: number,
  api_index: string,
  services: Pick<MethodServices, 'cypherNotes'>,
): string {
  const rules = grrafPrompts.render('lean-js-query', {
    max_rows: maxRows.toLocaleString('en'),
    dialect_notes: services.cypherNotes(input.store).trim(),
    api_index,
  });
  // The store holds G only: a second graph (a pattern) is small and given to the program whole.
  return input.twoGraphs ? `${grrafPrompts.template('lean-js-query-prime')}\n${rules}` : rules;
}

function inputsText(input: LeanRulesInput): string {
  const { where, name } = languageProfile(input.language).params;
  const names = paramOrder(input.params);
  if (names.length > 0) {
    const list = names.map((n) => `${name(n)} = ${JSON.stringify(input.params[n])}`).join(', ');
    return grrafPrompts.render('lean-inputs', { inputs: list, where });
  }
  return input.paramsKnown ? 'none.' : grrafPrompts.render('lean-no-inputs', { where });
}

/** The evidence rule, on its own line after the language rules (none for store queries, or when off). */
function evidenceText(input: LeanRulesInput): string {
  if (!input.evidence || !readsGraph(input.language)) return '';
  return `\n${grrafPrompts.render('lean-evidence', {})}`;
}

function languageText(
  input: LeanRulesInput,
  services: Pick<MethodServices, 'jsApi' | 'cypherNotes'>,
): string {
  const program = languageProfile(input.language).program;
  const template = LEAN_TEMPLATES[input.language];
  if (program.reads === 'store' || template === undefined) {
    return languageRules(
      {
        language: input.language,
        twoGraphs: input.twoGraphs,
        store: input.store,
        ...(input.patternText ? { patternText: input.patternText } : {}),
      },
      services,
    );
  }
  const graphs = graphsSentence(input.twoGraphs, program.library);
  if (!program.apiIndex) return grrafPrompts.render(template, { graphs });
  const api_index = apiIndex(services.jsApi(), input.topic, {
    detailed: LEAN_API_DETAILED,
    fuzzy: true,
    namesOnlyWhenUncovered: true,
    ...(input.focus !== undefined ? { focus: input.focus } : {}),
  });
  if (input.query) return queryModeRules(input, input.query.maxRows, api_index, services);
  return grrafPrompts.render(template, { graphs, api_index });
}

/** True when the language's programs are given graph objects (not store queries). */
function readsGraph(language: ExecLanguage): boolean {
  return languageProfile(language).program.reads === 'graph';
}
