/**
 * The zero-shot code baseline: one program written from the question and the schema, run once.
 * No refinement, no template, no feedback loop, no fallback: what GRRAF's loop adds is measured
 * against it.
 */
import { promptFiles } from '../../util/prompt-files.js';
import type { CommonOptions, Method } from '../method.js';
import type { ExtractedCode } from '../shared/extract-code.js';
import type { GraphInput } from '../shared/graph-input.js';
import { hintsBlock } from '../shared/hints.js';
import { languageRules } from '../shared/language-rules.js';
import type { MethodRun } from '../shared/method-run.js';
import { solverOf } from '../shared/method-solver.js';
import { answerSentence } from '../shared/phrase.js';
import { programGraphs } from '../shared/program-graphs.js';
import { executeProgram, generateProgram } from '../shared/program-loop.js';
import { LANGUAGE_NAMES, type ProgramBrief } from '../shared/program-prompts.js';
import type { SchemaStep } from '../shared/schema-step.js';
import type { MethodServices } from '../shared/services.js';

export type ZeroShotOptions = CommonOptions;

/** The baseline's facts: whether the one program ran. */
export type ZeroShotDetails = { ran: boolean };

/** The baseline's steps, as the trace names them. */
type ZeroShotStep = 'schema' | 'code' | 'execute' | 'phrase';

const DEFAULTS: ZeroShotOptions = { language: 'js', timeLimitMs: 5 * 60_000, maxRepairs: 0, phrase: true };

const prompts = promptFiles<'code'>(new URL('./prompts/', import.meta.url));

/** Solves a task with one program and no second chance. */
export const solveZeroShotCode = solverOf<ZeroShotOptions, ZeroShotDetails, ZeroShotStep>({
  name: 'zero-shot-code',
  defaults: DEFAULTS,
  failed: () => ({ ran: false }),
  steps: async (run, o, services) => {
    const input = run.readInput(services);
    const schema = await run.schema(input, o.language, services);
    const program = await run.during('code', () => writeProgram(run, input, schema, o, services));
    if (!program) {
      return run.couldNotCompute(
        { code: 'no-code', message: 'the reply contained no program', step: 'code' },
        { ran: false },
      );
    }
    const result = await run.during('execute', async () => {
      const executor = await run.executor(o.language, services);
      const graphs = await programGraphs(input, schema, o.language);
      return executeProgram(
        run.ctx.llm,
        { executor, input: { graphs, store: schema.store }, limits: { timeLimitMs: o.timeLimitMs } },
        program.code,
      );
    });
    const details = { ran: true };
    const code = { language: o.language, code: program.code };
    if (result.answer === undefined) {
      const failure = result.failure!;
      const solution = run.couldNotCompute(
        { code: failure.kind, message: failure.message, step: 'execute' },
        details,
      );
      return { ...solution, program: code };
    }
    const answer = result.answer;
    const text = await run.during('phrase', () =>
      answerSentence(run.ctx.llm, input.question, answer, o.phrase),
    );
    return run.finish({ outcome: 'answered', answer: result.answer, text, details, program: code });
  },
});

/** The one program, from the question, the schema and the language rules (no feedback). */
function writeProgram(
  run: MethodRun<ZeroShotStep>,
  input: GraphInput,
  schema: SchemaStep,
  o: ZeroShotOptions,
  services: MethodServices,
): Promise<ExtractedCode | undefined> {
  const rules = languageRules(
    {
      language: o.language,
      twoGraphs: !!input.graphPrime,
      store: schema.store,
      question: input.question,
    },
    services,
  );
  const brief: ProgramBrief = {
    language: o.language,
    question: input.question,
    rules,
    timeLimitMs: o.timeLimitMs,
  };
  const prompt = prompts.render('code', {
    language: LANGUAGE_NAMES[o.language],
    question: input.question,
    hints: hintsBlock(input.hints),
    schema: schema.text,
    language_rules: rules,
  });
  return generateProgram(run.ctx.llm, brief, prompt);
}

/** The zero-shot code baseline as a Method. */
export const zeroShotCode: Method<ZeroShotOptions, ZeroShotDetails> = {
  name: 'zero-shot-code',
  solve: (task, ctx, options) => solveZeroShotCode(task, ctx, options),
};
