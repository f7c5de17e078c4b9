/**
 * The GraphWalk agent (Ghandi et al. 2026), shared by `graphwalk` and `graphwalk-hybrid`: the
 * graph goes into a store, the system prompt holds its schema only (appendix B.2, with B.1's
 * table), the question is the user message, and the model walks the graph with tool calls —
 * parallel calls allowed, at most `maxSteps` turns — until it answers. The answer is read in the
 * question's JSON format; when the reply is not that JSON, a second call extracts it (the
 * "last mile"). A model that repeats a call or never answers ends as a traced failure.
 *
 * With `reading` on (the default), the walker is asked to end with the reading it chose for each
 * ambiguous term (reading.ts): the Solution's `assumption`. A walk that saw a tool result cut to
 * its cap answers, but says the answer may be incomplete (text, trace note and `cutResults`)
 * instead of passing a partial list off as whole.
 */
import { z } from 'zod';
import { cleanReply } from '../../llm/reply-text.js';
import { runToolLoop } from '../../llm/tool-loop.js';
import { addNote } from '../../trace/steps.js';
import { noteData, type ToolStep } from '../../trace/trace.js';
import { promptFiles } from '../../util/prompt-files.js';
import type { CommonOptions, MethodContext, Task } from '../method.js';
import { answerText, parseAnswerValue } from '../shared/answer.js';
import {
  type AnswerFormat,
  extractAnswer,
  formatRequest,
  type ReadReply,
  readReply,
} from '../shared/answer-format.js';
import type { GraphInput } from '../shared/graph-input.js';
import { hintsBlock } from '../shared/hints.js';
import { type MethodRun, solveWith } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import type { SchemaStep } from '../shared/schema-step.js';
import type { MethodServices } from '../shared/services.js';
import type { AnswerValue, Solution } from '../solution.js';
import { readingDisagreements, splitReading } from './reading.js';
import { schemaTable } from './schema-table.js';
import { buildTools, chooseToolset, type ToolMap, type Toolset, type ToolsetChoice } from './toolset.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** The store's schema as the prompt shows it (the text), with the toolset GraphWalk chose. */
    schema: { toolset: Toolset };
    /** How the answer was read: extracted from the reply, taken whole, or resting on cut results. */
    answer: { cutResults: number };
    /** The walker's reading of the question's ambiguous terms, and where it differs from the asker's notes. */
    reading: { reading: string | null; hints?: string[]; differs?: string[] };
  }
}

/** The walker's settings. */
export interface GraphwalkOptions extends Pick<CommonOptions, 'phrase'> {
  /** At most this many model turns (the paper: 30). */
  maxSteps: number;
  /** The graph toolset, the maze toolset, or `auto` (the maze's when the graph is a maze). */
  toolset: ToolsetChoice;
  /** The same call may be made this many times; one more ends the walk. */
  maxRepeats: number;
  /** A tool result is cut to about this many characters of JSON. */
  maxResultChars: number;
  /** Ask the walker to end with how it read the question's ambiguous terms (graph toolset only). */
  reading: boolean;
}

/** The paper's settings: 30 steps, the toolset the graph calls for. */
export const GRAPHWALK_DEFAULTS: GraphwalkOptions = {
  phrase: true,
  maxSteps: 30,
  toolset: 'auto',
  maxRepeats: 2,
  maxResultChars: 8000,
  reading: true,
};

/** The options front-ends may set, validated by methods/method-options.ts. */
export const graphwalkOptionsSchema = z
  .object({
    maxSteps: z.number().int().positive(),
    toolset: z.enum(['auto', 'graph', 'maze']),
    maxRepeats: z.number().int().nonnegative(),
    maxResultChars: z.number().int().positive(),
    reading: z.boolean(),
  })
  .partial();

/** What a walk reports: turns, tool calls, whether the answer needed the extraction call, how it ended. */
export type GraphwalkDetails = {
  turns: number;
  toolCalls: number;
  extracted: boolean;
  /** answered | max-turns | repeated-call, or 'none' when the walk never ran to an end. */
  end: string;
  toolset: string;
  /** The walker's reading disagrees with a note from the asker (reading.ts); the answer is its own. */
  readingDiffers: boolean;
  /** Tool results cut to the cap during the walk: the answer may be incomplete when > 0. */
  cutResults: number;
};

/** Tools and guidelines a variant adds once the graph is in its store (the hybrid's code tool). */
export interface WalkExtension {
  tools: ToolMap;
  /** Guideline lines appended to the system prompt's guidelines. */
  guidelines: string[];
  /**
   * The answer a reply names instead of writing it out (the hybrid's "result of run_code N"), or
   * undefined when the reply names none; a string is why the named answer cannot be used.
   */
  namedAnswer?: (reply: string) => { answer: AnswerValue; source: string } | string | undefined;
}

/** What a variant gets to build its extension from. */
export interface WalkContext {
  run: MethodRun<WalkStep>;
  input: GraphInput;
  schema: SchemaStep;
}

const prompts = promptFiles<'system' | 'maze-system' | 'question' | 'reading'>(
  new URL('./prompts/', import.meta.url),
);

/** What a walk starts from: the prompts, the tools, the toolset. */
interface WalkSetup {
  input: GraphInput;
  system: string;
  user: string;
  tools: ToolMap;
  toolset: Toolset;
  extension: WalkExtension;
}

/** The walk's steps, as the trace names them. */
export type WalkStep = 'schema' | 'walk' | 'answer' | 'extract' | 'phrase';

/** Solves `task` by walking its graph; `extend` adds a variant's tools. */
export function solveWalk(
  method: string,
  task: Task,
  ctx: MethodContext,
  options: GraphwalkOptions,
  services: MethodServices,
  extend?: (walk: WalkContext) => Promise<WalkExtension>,
): Promise<Solution<GraphwalkDetails>> {
  return solveWith<GraphwalkDetails, WalkStep>(method, task, ctx, detailsFromTrace, async (run) => {
    const { input, system, user, tools, toolset, extension } = await setUp(
      run,
      task,
      options,
      services,
      extend,
    );
    const loop = await run.during('walk', () =>
      runToolLoop(run.ctx.llm, {
        step: 'walk',
        system,
        messages: [{ role: 'user', content: user }],
        tools,
        maxTurns: options.maxSteps,
        maxResultChars: options.maxResultChars,
        maxRepeats: options.maxRepeats,
      }),
    );
    const walked: GraphwalkDetails = {
      turns: loop.turns,
      toolCalls: loop.toolCalls,
      extracted: false,
      end: loop.end,
      toolset,
      readingDiffers: false,
      cutResults: cutResults(run),
    };
    if (loop.end !== 'answered') {
      return run.couldNotCompute({ code: loop.end, message: loop.reason ?? loop.end, step: 'walk' }, walked);
    }
    const { reading, rest } = run.during('answer', () =>
      options.reading ? splitReading(loop.text) : { rest: loop.text },
    );
    const readingDiffers = options.reading ? noteReading(run, reading, input.hints) : false;
    const named = extension.namedAnswer?.(rest);
    if (typeof named === 'string') {
      return run.couldNotCompute(
        { code: 'unreadable-answer', message: named, step: run.step },
        { ...walked, readingDiffers },
      );
    }
    const read = named
      ? { ...namedInFormat(named, task.answerFormat), extracted: false }
      : await readAnswer(run, input.question, rest, task.answerFormat);
    const details: GraphwalkDetails = { ...walked, readingDiffers, extracted: read.extracted };
    if (named)
      addNote(run.trace, 'answer', `the answer is ${named.source}, taken whole (not copied by the model)`);
    if (!read.ok) {
      return run.couldNotCompute(
        { code: 'unreadable-answer', message: read.problem, step: run.step },
        details,
      );
    }
    if (details.cutResults > 0 && !named) noteCut(run, details.cutResults, options.maxResultChars);
    const sentence = await run.during('phrase', () =>
      answerSentence(run.ctx.llm, input.question, read.answer, options.phrase),
    );
    const text = answerText(sentence, reading) + (details.cutResults > 0 && !named ? `\n${CUT_WARNING}` : '');
    return run.finish({
      outcome: 'answered',
      answer: read.answer,
      text,
      details,
      ...(reading ? { assumption: reading } : {}),
    });
  });
}

/** A named answer, when it fits the asked format. */
function namedInFormat(
  named: { answer: AnswerValue; source: string },
  format: AnswerFormat | undefined,
): ReadReply {
  if (!format) return { ok: true, answer: named.answer };
  const fits = readReply(JSON.stringify(named.answer), format);
  return fits.ok
    ? { ok: true, answer: named.answer }
    : { ok: false, problem: `${named.source} is not in the asked format: ${fits.problem}` };
}

/** What the answer's text says when tool results were cut during the walk. */
const CUT_WARNING =
  '(Some tool results were too large to read whole, so this answer may be incomplete: the walker cannot list that much.)';

/** Tool results of this run that were cut: by the loop's cap, or by the tool itself (a list's `truncated`). */
function cutResults(run: MethodRun): number {
  return run.trace.steps
    .slice(run.firstStep)
    .filter((s): s is ToolStep => s.kind === 'tool' && (s.truncated !== undefined || saysCut(s.result)))
    .length;
}

function saysCut(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    'truncated' in result &&
    typeof result.truncated === 'string'
  );
}

/** Traces that the answer rests on tool results the walker could not read whole. */
function noteCut(run: MethodRun, cut: number, cap: number): void {
  addNote(
    run.trace,
    'answer',
    `${cut} tool result(s) were cut to about ${cap} characters: the answer may be incomplete`,
    { data: { cutResults: cut } },
  );
}

/** Traces the walker's reading; true when it disagrees with the asker's notes (the trace says where). */
function noteReading(
  run: MethodRun<WalkStep>,
  reading: string | undefined,
  hints: readonly string[],
): boolean {
  const differs = readingDisagreements(reading, hints);
  if (differs.length > 0) {
    addNote(
      run.trace,
      'reading',
      `the walker read the question otherwise than the asker's notes say (${differs.join('; ')}); ` +
        'the answer is the one it computed with that reading',
      { data: { reading: reading ?? null, hints: [...hints], differs } },
    );
  } else if (reading) {
    addNote(run.trace, 'reading', reading, { data: { reading } });
  }
  return differs.length > 0;
}

/** Reads the input, puts the graph in a store, and builds the prompts and tools (steps 'input', 'schema'). */
async function setUp(
  run: MethodRun<WalkStep>,
  task: Task,
  options: GraphwalkOptions,
  services: MethodServices,
  extend: ((walk: WalkContext) => Promise<WalkExtension>) | undefined,
): Promise<WalkSetup> {
  const input = run.readInput(services);
  // The schema as GraphWalk's table (appendix B.1), with the toolset it chose, in the trace.
  const schema = await run.schema(input, 'js', services, {
    note: (s) => ({ text: schemaTable(s), data: { toolset: chooseToolset(options.toolset, s) } }),
  });
  const toolset = chooseToolset(options.toolset, schema.schema);
  const table = schemaTable(schema.schema);
  const tools = await buildTools(toolset, schema.store, schema.schema, input.graph);
  const extension: WalkExtension = extend
    ? await extend({ run, input, schema })
    : { tools: {}, guidelines: [] };
  // A maze's question has no term to read two ways.
  const reading = options.reading && toolset === 'graph' ? [prompts.template('reading').trim()] : [];
  const system = prompts.render(toolset === 'maze' ? 'maze-system' : 'system', {
    graph_schema: table,
    extra_guidelines: [...extension.guidelines, ...reading].map((g) => `\n- ${g}`).join(''),
  });
  const user = prompts.render('question', {
    question: input.question,
    format: formatRequest(input.question, task.answerFormat),
    hints: hintsBlock(input.hints),
  });
  return { input, system, user: user.trim(), tools: { ...tools, ...extension.tools }, toolset, extension };
}

/**
 * The answer in the reply: in the asked format (else extracted by a second call: `extracted`), or,
 * with no format asked, the reply's text read as a value.
 */
async function readAnswer(
  run: MethodRun<WalkStep>,
  question: string,
  reply: string,
  format: AnswerFormat | undefined,
): Promise<ReadReply & { extracted: boolean }> {
  if (!format) return { ...plainAnswer(reply), extracted: false };
  const direct = readReply(reply, format);
  if (direct.ok) return { ...direct, extracted: false };
  if (cleanReply(reply) === '')
    return { ok: false, problem: 'the model ended without an answer', extracted: false };
  addNote(run.trace, 'answer', `the reply is not in the asked format (${direct.problem}): extracting it`);
  const extracted = await run.during('extract', () =>
    extractAnswer(run.ctx.llm, { question, format, reply }),
  );
  return extracted.ok
    ? { ...extracted, extracted: true }
    : {
        ok: false,
        problem: `no answer in the asked format, even after extraction: ${extracted.problem}`,
        extracted: true,
      };
}

function plainAnswer(reply: string): ReadReply {
  const text = cleanReply(reply);
  if (text === '') return { ok: false, problem: 'the model ended without an answer' };
  const answer: AnswerValue = parseAnswerValue(text);
  return { ok: true, answer };
}

/** Details of a walk that stopped on an error: what its trace shows so far. */
function detailsFromTrace(run: MethodRun): GraphwalkDetails {
  const steps = run.trace.steps.slice(run.firstStep);
  return {
    turns: steps.filter((s) => s.kind === 'llm' && s.name === 'walk').length,
    toolCalls: steps.filter((s) => s.kind === 'tool').length,
    extracted: steps.some((s) => s.kind === 'llm' && s.name === 'extract'),
    end: 'none',
    toolset: noteData(steps, 'schema')?.toolset ?? 'none',
    readingDiffers: false,
    cutResults: cutResults(run),
  };
}
