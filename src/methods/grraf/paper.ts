/**
 * The paper's pipeline (Figure 2), prompt for prompt: refine P → template C → schema S → program C'
 * → execute with time limit t and feedback (≤ n rounds) → fallback → phrase. With a program cache
 * the schema is read first, so a question whose shape has a validated program skips every model
 * call but the phrasing; the paper's programs write the question's values in, so mostly only
 * parameterless questions (cycle, bipartite, ...) are stored.
 */

import { addNote } from '../../trace/steps.js';
import { type GraphInput, programParams } from '../shared/graph-input.js';
import { languageRules } from '../shared/language-rules.js';
import { type LoopOutcome, runProgramLoop } from '../shared/program-loop.js';
import type { ProgramBrief } from '../shared/program-prompts.js';
import type { SchemaStep } from '../shared/schema-step.js';
import type { Solution } from '../solution.js';
import { codePrompt } from './code-prompt.js';
import { codeTemplate } from './code-template.js';
import {
  afterFailure,
  type GrrafDetails,
  type GrrafRun,
  loopAnswered,
  programRunner,
  type RunFacts,
  remember,
} from './grraf-run.js';
import { cypherPatternText } from './pattern-text.js';
import { type Refinement, refineQuestion } from './refine.js';
import { keepProgram, type Reuse, reusedOrCompiled } from './reuse.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** The reading P' assumed where the question was ambiguous. */
    assumption: undefined;
  }
}

/** Solves one task with the paper's steps. */
export async function solvePaper(
  g: GrrafRun,
  start: RunFacts,
  input: GraphInput,
): Promise<Solution<GrrafDetails>> {
  if (!g.cache) return paperSteps(g, start, input);
  const schema = await g.run.schema(input, g.options.language, g.services);
  const params = programParams(input);
  const shown = cypherPatternText(g.options.language, input);
  const site = { input, schema, ready: async () => schema, params, shown, queryMode: false };
  return reusedOrCompiled(g, start, site, true, (facts, reuse) => paperSteps(g, facts, input, schema, reuse));
}

async function paperSteps(
  g: GrrafRun,
  known: RunFacts,
  input: GraphInput,
  schemaKnown?: SchemaStep,
  reuse?: Reuse,
): Promise<Solution<GrrafDetails>> {
  const { run, options } = g;
  const refinement = await run.during('refine', () =>
    refineQuestion(run.ctx.llm, input.question, input.hints),
  );
  const refined = remember(g, known, { refinement });
  if (refinement.assumption) addNote(run.trace, 'assumption', refinement.assumption);
  const template = await run.during('template', () =>
    codeTemplate(run.ctx.llm, refinement.refined, options.language),
  );
  const schema = schemaKnown ?? (await run.schema(input, options.language, g.services));
  const outcome = await run.during('code', () => programLoop(g, input, refinement, template, schema));
  if (!outcome.ok) return afterFailure(g, refined, input, outcome);
  let facts = remember(g, refined, { program: { language: options.language, code: outcome.code } });
  if (reuse) {
    const cache = await keepProgram(g, facts.cache, reuse, input, {
      code: outcome.code,
      language: options.language,
      params: programParams(input),
      refinement,
      instance: { nodeCount: schema.schema.nodeCount, edgeCount: schema.schema.edgeCount },
    });
    facts = remember(g, facts, { cache });
  }
  return loopAnswered(g, facts, outcome);
}

/** Steps 5–6 with the executor and the program's inputs. */
async function programLoop(
  g: GrrafRun,
  input: GraphInput,
  refinement: Refinement,
  template: string,
  schema: SchemaStep,
): Promise<LoopOutcome> {
  const { run, options, services } = g;
  const patternText = cypherPatternText(options.language, input);
  const brief: ProgramBrief = {
    language: options.language,
    question: refinement.refined,
    rules: languageRules(
      {
        language: options.language,
        twoGraphs: !!input.graphPrime,
        store: schema.store,
        question: refinement.refined,
        ...(patternText !== undefined ? { patternText } : {}),
      },
      services,
    ),
    timeLimitMs: options.timeLimitMs,
  };
  // The paper's pipeline has no query mode: its programs get G (Cypher's, none: they query the store).
  const runner = await programRunner(g, false, input, schema, programParams(input));
  return runProgramLoop(run.ctx.llm, brief, codePrompt(brief, refinement, template, schema.text), {
    ...runner,
    maxRepairs: options.maxRepairs,
  });
}
