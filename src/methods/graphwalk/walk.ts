/**
 * The GraphWalk agent (Ghandi et al. 2026), shared by `graphwalk` and `graphwalk-hybrid`: the
 * graph goes into a store, the system prompt holds its schema only (appendix B.2, with B.1's
 * table), the question is the user message, and the model walks the graph with tool calls —
 * parallel calls allowed, at most `maxSteps` turns — until it answers. The answer is read in the
 * question's JSON format; when the reply is not that JSON, a second call extracts it (the
 * "last mile"). A model that repeats a call or never answers ends as a traced failure.
 */
import { z } from 'zod';
import { cleanReply } from '../../llm/reply-text.js';
import { runToolLoop } from '../../llm/tool-loop.js';
import type { NoteStep } from '../../trace/trace.js';
import { promptFiles } from '../../util/prompt-files.js';
import type { CommonOptions, MethodContext, Task } from '../method.js';
import { parseAnswerValue } from '../shared/answer.js';
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
import { extractSchema, type SchemaStep } from '../shared/schema-step.js';
import type { MethodServices } from '../shared/services.js';
import { addNote } from '../shared/trace-notes.js';
import type { AnswerValue, Solution } from '../solution.js';
import { schemaTable } from './schema-table.js';
import { buildTools, chooseToolset, type ToolMap, type Toolset, type ToolsetChoice } from './toolset.js';

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
}

/** The paper's settings: 30 steps, the toolset the graph calls for. */
export const GRAPHWALK_DEFAULTS: GraphwalkOptions = {
  phrase: true,
  maxSteps: 30,
  toolset: 'auto',
  maxRepeats: 2,
  maxResultChars: 8000,
};

/** The options front-ends may set, validated by methods/method-options.ts. */
export const graphwalkOptionsSchema = z
  .object({
    maxSteps: z.number().int().positive(),
    toolset: z.enum(['auto', 'graph', 'maze']),
    maxRepeats: z.number().int().nonnegative(),
    maxResultChars: z.number().int().positive(),
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
};

/** Tools and guidelines a variant adds once the graph is in its store (the hybrid's code tool). */
export interface WalkExtension {
  tools: ToolMap;
  /** Guideline lines appended to the system prompt's guidelines. */
  guidelines: string[];
}

/** What a variant gets to build its extension from. */
export interface WalkContext {
  run: MethodRun;
  input: GraphInput;
  schema: SchemaStep;
}

const prompts = promptFiles<'system' | 'maze-system' | 'question'>(new URL('./prompts/', import.meta.url));

/** What a walk starts from: the prompts, the tools, the toolset. */
interface WalkSetup {
  input: GraphInput;
  system: string;
  user: string;
  tools: ToolMap;
  toolset: Toolset;
}

/** Solves `task` by walking its graph; `extend` adds a variant's tools. */
export function solveWalk(
  method: string,
  task: Task,
  ctx: MethodContext,
  options: GraphwalkOptions,
  services: MethodServices,
  extend?: (walk: WalkContext) => Promise<WalkExtension>,
): Promise<Solution<GraphwalkDetails>> {
  return solveWith(method, task, ctx, detailsFromTrace, async (run) => {
    const { input, system, user, tools, toolset } = await setUp(run, task, options, services, extend);
    run.step = 'walk';
    const loop = await runToolLoop(run.ctx.llm, {
      step: 'walk',
      system,
      messages: [{ role: 'user', content: user }],
      tools,
      maxTurns: options.maxSteps,
      maxResultChars: options.maxResultChars,
      maxRepeats: options.maxRepeats,
    });
    const details: GraphwalkDetails = {
      turns: loop.turns,
      toolCalls: loop.toolCalls,
      extracted: false,
      end: loop.end,
      toolset,
    };
    if (loop.end !== 'answered') {
      return run.couldNotCompute({ code: loop.end, message: loop.reason ?? loop.end, step: 'walk' }, details);
    }
    run.step = 'answer';
    const read = await readAnswer(run, input.question, loop.text, task.answerFormat, details);
    if (!read.ok) {
      return run.couldNotCompute(
        { code: 'unreadable-answer', message: read.problem, step: run.step },
        details,
      );
    }
    run.step = 'phrase';
    const text = await answerSentence(run.ctx.llm, input.question, read.answer, options.phrase);
    return run.finish({ outcome: 'answered', answer: read.answer, text, details });
  });
}

/** Reads the input, puts the graph in a store, and builds the prompts and tools (steps 'input', 'schema'). */
async function setUp(
  run: MethodRun,
  task: Task,
  options: GraphwalkOptions,
  services: MethodServices,
  extend: ((walk: WalkContext) => Promise<WalkExtension>) | undefined,
): Promise<WalkSetup> {
  const input = run.readInput(services);
  run.step = 'schema';
  const schema = await extractSchema(input, 'js', services);
  if (schema.ownsStore) run.onClose(() => schema.store.close());
  const toolset = chooseToolset(options.toolset, schema.schema);
  const table = schemaTable(schema.schema);
  addNote(run.trace, 'schema', table, { data: { toolset } });
  const tools = await buildTools(toolset, schema.store, schema.schema, input.graph);
  const extension = extend ? await extend({ run, input, schema }) : { tools: {}, guidelines: [] };
  const system = prompts.render(toolset === 'maze' ? 'maze-system' : 'system', {
    graph_schema: table,
    extra_guidelines: extension.guidelines.map((g) => `\n- ${g}`).join(''),
  });
  const user = prompts.render('question', {
    question: input.question,
    format: formatRequest(input.question, task.answerFormat),
    hints: hintsBlock(input.hints),
  });
  return { input, system, user: user.trim(), tools: { ...tools, ...extension.tools }, toolset };
}

/**
 * The answer in the reply: in the asked format (else extracted by the second call, which sets
 * `details.extracted`), or, with no format asked, the reply's text read as a value.
 */
async function readAnswer(
  run: MethodRun,
  question: string,
  reply: string,
  format: AnswerFormat | undefined,
  details: GraphwalkDetails,
): Promise<ReadReply> {
  if (!format) return plainAnswer(reply);
  const direct = readReply(reply, format);
  if (direct.ok) return direct;
  if (cleanReply(reply) === '') return { ok: false, problem: 'the model ended without an answer' };
  addNote(run.trace, 'answer', `the reply is not in the asked format (${direct.problem}): extracting it`);
  run.step = 'extract';
  details.extracted = true;
  const extracted = await extractAnswer(run.ctx.llm, { question, format, reply });
  return extracted.ok
    ? extracted
    : { ok: false, problem: `no answer in the asked format, even after extraction: ${extracted.problem}` };
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
  const schemaNote = steps.find((s): s is NoteStep => s.kind === 'note' && s.name === 'schema');
  return {
    turns: steps.filter((s) => s.kind === 'llm' && s.name === 'walk').length,
    toolCalls: steps.filter((s) => s.kind === 'tool').length,
    extracted: steps.some((s) => s.kind === 'llm' && s.name === 'extract'),
    end: 'none',
    toolset: (schemaNote?.data as { toolset?: Toolset } | undefined)?.toolset ?? 'none',
  };
}
