/**
 * The lean pipeline's one model call: from the question, the hints and the rules block (schema,
 * inputs, language rules with the library index) to the refined question — with the inputs as
 * `{name}` placeholders — and the program that reads them. It stands for the paper's refine,
 * template and code steps; the template is the library index itself.
 */
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { addNote } from '../../trace/steps.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import { cannotComputeReason, type ExtractedCode, extractCode } from '../shared/extract-code.js';
import { hintsBlock } from '../shared/hints.js';
import { LANGUAGE_NAMES, type ProgramBrief } from '../shared/program-prompts.js';
import { grrafPrompts } from './prompts.js';
import { parseRefinement, type Refinement } from './refine.js';

/** What the compile call produced. */
export interface Compiled {
  /** P', its answer format and assumption; `refined` keeps the `{name}` placeholders. */
  refinement: Refinement;
  program?: ExtractedCode;
  /** Inputs the model named itself (questions whose format states none). */
  inputs: ProgramParams;
  /** Set when the model said the engine cannot compute the answer, with its reason. */
  cannotCompute?: string;
}

const LABELED_LINE = /^\W*(QUESTION|ANSWER FORMAT|ASSUMPTION|INPUTS)\W*:.*$/gim;

/** Asks for P' and C' in one call and reads both. */
export async function compileProgram(
  ctx: LlmContext,
  brief: ProgramBrief,
  question: string,
  hints: readonly string[],
): Promise<Compiled> {
  const { text } = await complete(ctx, {
    step: 'compile',
    system: grrafPrompts.template('lean-system'),
    prompt: grrafPrompts.render('lean', {
      question,
      hints: hintsBlock(hints),
      rules: brief.rules,
      language: LANGUAGE_NAMES[brief.language],
    }),
  });
  const compiled = parseCompiled(text, question, brief);
  if (compiled.cannotCompute !== undefined)
    addNote(ctx.trace, 'cannot-compute', `the model says it cannot be computed: ${compiled.cannotCompute}`);
  else if (!compiled.program)
    addNote(ctx.trace, 'extract', `the compile reply contained no ${brief.language} program`);
  else if (compiled.program && compiled.program.fixes.length > 0)
    addNote(ctx.trace, 'extract', `extracted the program: ${compiled.program.fixes.join('; ')}`);
  return compiled;
}

/** Reads the labeled lines, the optional INPUTS line, a CANNOT COMPUTE line, and the program. */
export function parseCompiled(
  reply: string,
  question: string,
  brief: Pick<ProgramBrief, 'language'>,
): Compiled {
  const refinement = parseRefinement(reply, question);
  const inputs = parseInputs(reply);
  const cannot = cannotComputeReason(reply);
  // The labeled lines are prose: without them an unfenced program is not mistaken for one.
  const program = extractCode(reply.replace(LABELED_LINE, ''), brief.language);
  if (cannot !== undefined && !program) return { refinement, inputs, cannotCompute: cannot };
  return { refinement, inputs, ...(program ? { program } : {}) };
}

/**
 * `INPUTS: source=0; target=19` → { source: 0, target: 19 }. Names are words; a value runs to the
 * next `;` (or to a `, name=` that starts another input), so a multi-word value ("Nordic Steel")
 * is kept whole; quotes around it are dropped; integers become numbers.
 */
export function parseInputs(reply: string): ProgramParams {
  const line = /^\W*INPUTS\W*:(.*)$/im.exec(reply)?.[1] ?? '';
  const out: ProgramParams = {};
  for (const part of line.split(/;|,\s*(?=\w+\s*=)/)) {
    const m = /^\s*(\w+)\s*=\s*(.*?)\s*$/.exec(part);
    const raw = m?.[2]?.replace(/^(["'])(.*)\1$/, '$2').trim();
    if (!m || !raw) continue;
    out[m[1]!] = /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}
