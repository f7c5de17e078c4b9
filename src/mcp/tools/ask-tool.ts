/**
 * The `ask` tool: a question answered by a registered method over the served graph, or over a
 * graph the call gives (text, or a file in one of the operator's graph directories: graph-dirs.ts).
 * Nothing else in a call may name a file (app/remote-options.ts). The trace streams as progress
 * notifications when the client asks for them; cancelling the call (or the client going away)
 * aborts the question, whose model call and program stop.
 */

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type AskRequest, ask } from '../../app/ask.js';
import { checkRemoteOptions } from '../../app/remote-options.js';
import { GrrafError } from '../../errors.js';
import { describeCheckedEvidence } from '../../evidence/describe-evidence.js';
import { EXEC_LANGUAGES } from '../../exec/languages.js';
import { type FormatName, formatNames } from '../../graph/formats/index.js';
import { type MethodName, methodNames } from '../../methods/registry.js';
import type { Solution } from '../../methods/solution.js';
import type { AllowedGraphFile } from '../graph-dirs.js';
import type { McpContext } from '../mcp-context.js';
import { textWithPathsShown } from '../shown-paths.js';
import { type ProgressChannel, stepProgress } from '../step-progress.js';
import { namespaced } from '../tool-names.js';
import { jsonResult, toolCall } from '../tool-result.js';

/**
 * Each method in plain words, for a client model choosing one (the registry's summaries are
 * written for people who read the papers: "P′", "≤ n rounds").
 */
const METHODS_IN_WORDS: Record<MethodName, string> = {
  grraf:
    'the default: a model writes a program that computes the answer from the graph, runs it, and ' +
    'fixes it when it fails; programs are reused for questions of the same form',
  direct: 'the model reads the whole graph in its prompt and answers without code (small graphs only)',
  'zero-shot-code': 'the model writes one program, which runs once, with no second try',
  graphwalk: 'the model explores the graph step by step with lookup tools, up to 30 steps',
  'graphwalk-hybrid':
    'like graphwalk, and the model may also run JavaScript over the graph for counts, sums and paths',
  graphskill:
    'the model reads graph-library documentation, writes tests and a program, and fixes the program ' +
    'until its tests pass',
};

/** The arguments of `ask`; `graphDirs` is how many directories graphFile may read from. */
export function askInputSchema(graphDirs = 0) {
  const methods = methodNames() as [MethodName, ...MethodName[]];
  return z.object({
    question: z
      .string()
      .optional()
      .describe('The question. May be left out when graphFile holds its own (GraphInstruct, GTools files).'),
    graphFile: z
      .string()
      .optional()
      .describe(
        graphDirs > 0
          ? 'A graph file on the server to answer over instead of the served graph: a path relative to ' +
              "the server's graph directories (only files inside them can be read)."
          : 'Not available on this server: it reads no graph files (its operator gave no --graph-dir).',
      ),
    graphText: z
      .string()
      .optional()
      .describe('A graph as text (edge list, node-link JSON, GraphML, ...) to answer over instead.'),
    format: z
      .enum(formatNames() as [FormatName, ...FormatName[]])
      .optional()
      .describe('Format of graphFile or graphText; detected when left out.'),
    method: z
      .enum(methods)
      .optional()
      .describe(
        `How to answer (default grraf). ${methods.map((m) => `${m}: ${METHODS_IN_WORDS[m]}`).join('; ')}.`,
      ),
    language: z
      .enum(EXEC_LANGUAGES)
      .optional()
      .describe('The language the model writes its programs in (default js).'),
    hints: z.array(z.string()).optional().describe('What terms of the question mean, passed to the model.'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'Settings of the method, e.g. {"maxRepairs": 1} (how often a failing program may be fixed) or ' +
          '{"timeLimitMs": 60000} (how long a program may run).',
      ),
    trace: z.boolean().optional().describe('Include every step of the reasoning in the result (cut to fit).'),
  });
}

type AskArgs = z.infer<ReturnType<typeof askInputSchema>>;

/** Registers `ask`. */
export function registerAskTool(server: McpServer, context: McpContext): void {
  server.registerTool(
    namespaced('ask', context.namespace),
    {
      title: 'Ask about the graph',
      description:
        `Answer a question in plain language about the graph (${context.storeName}), or about a graph ` +
        'given with the call. A model writes a program that computes the answer from the graph and runs ' +
        'it; the answer comes back with how it was found. Use it for what needs computing over the whole ' +
        'graph (shortest paths, flows, cycles, counts). It asks a model, so it takes seconds and uses tokens.',
      inputSchema: askInputSchema(context.graphDirs.count),
      // Not idempotent: each call asks a model afresh, whose answer and cost may differ from the
      // last call's. Read-only: the graph is read, never changed. Closed world: it reads only the graph.
      annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: false },
    },
    (args, extra) => {
      // What the client sees names the graph file as the client did, never by the server's path.
      let file: AllowedGraphFile | undefined;
      const shown = (text: string) =>
        context.shown(file ? textWithPathsShown(text, [[file.path, file.shown]]) : text);
      return toolCall(async () => {
        const progress = stepProgress(extra as ProgressChannel, shown);
        checkRemoteOptions(args.options);
        const named = args.graphFile !== undefined && args.graphText === undefined;
        file = named ? await context.graphDirs.resolve(args.graphFile!) : undefined;
        const request: AskRequest = {
          ...askRequest(args, context, file?.path),
          signal: extra.signal,
          ...(progress ? { onStep: progress.onStep } : {}),
        };
        const { solution, replay } = await context.running.run(() => ask(request, context.environment ?? {}));
        // The steps' notifications go out before the result (the SDK's client may still drop the
        // last ones when they arrive together with it: typescript-sdk issue 2580).
        await progress?.flushed();
        const notes = replay
          ? [
              `No model is configured: replayed the recorded answers of the bundled example "${replay.example}".`,
            ]
          : [];
        return solutionResult(solution, args.trace === true, context, notes);
      }, shown);
    },
  );
}

/**
 * The app-layer request for the call's arguments, with graphFile read from `graphFile` (its real
 * path, once checked); two graphs at once is a 'validation' error.
 */
export function askRequest(args: AskArgs, context: McpContext, graphFile?: string): AskRequest {
  if (args.graphFile !== undefined && args.graphText !== undefined) {
    throw new GrrafError('validation', 'give graphFile or graphText, not both', { field: 'graphText' });
  }
  const format = args.format ? { format: args.format } : {};
  const options = { ...args.options, ...(args.language ? { language: args.language } : {}) };
  const request: AskRequest = {
    options,
    ...(args.question?.trim() ? { question: args.question } : {}),
    ...(args.method ? { method: args.method } : {}),
    ...(args.hints?.length ? { hints: args.hints } : {}),
    ...(context.model ? { model: context.model } : {}),
    ...(context.runtime ? { runtime: context.runtime } : {}),
    graphCache: context.graphCache,
    executor: context.executors.executor,
  };
  if (graphFile !== undefined) request.graph = { file: graphFile, ...format };
  else if (args.graphText !== undefined)
    request.graph = { text: args.graphText, name: 'graphText', ...format };
  // A served bundled example is asked about from its file, as `grraf ask --graph` does: without a
  // model its recorded questions replay.
  else if (context.exampleGraphFile !== undefined) request.graph = { file: context.exampleGraphFile };
  else if (!context.storeProblem) request.store = context.store;
  // Without a served graph, the question itself may carry one (GraphInstruct style).
  else if (args.format) request.format = args.format;
  return request;
}

/**
 * The Solution as a tool result: the sentence first, then the facts as JSON, then (when asked) the
 * trace as JSON, each cut to the cap on its own so a long trace never hides the answer.
 * Could-not-compute is a tool error.
 */
function solutionResult(
  solution: Solution,
  withTrace: boolean,
  context: McpContext,
  notes: string[],
): CallToolResult {
  const { trace, ...facts } = solution;
  const answered = solution.outcome === 'answered';
  const parts = [jsonResult({ ...facts, steps: trace.length }, context.resultBudget)];
  if (withTrace) parts.push(jsonResult(trace, context.resultBudget, [], 'Trace'));
  const evidence = solution.evidence ? `\nEvidence: ${describeCheckedEvidence(solution.evidence)}` : '';
  const headline = answered ? `${solution.text}${evidence}` : failureLine(solution, context);
  return {
    content: [
      { type: 'text', text: headline },
      ...parts.flatMap((p) => p.content),
      ...notes.map((text) => ({ type: 'text' as const, text })),
    ],
    ...(answered ? {} : { isError: true }),
  };
}

function failureLine(solution: Solution, context: McpContext): string {
  const error = solution.error;
  const where = error ? ` (${error.code} error at step "${error.step}")` : '';
  const noServedGraph =
    error?.step === 'input' && context.storeProblem
      ? ` The served graph is unavailable: ${context.storeProblem.message}`
      : '';
  return `${solution.text}${where}${noServedGraph}`;
}
