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
import { type FormatName, formatNames } from '../../graph/formats/index.js';
import { methodEntries } from '../../methods/registry.js';
import type { Solution } from '../../methods/solution.js';
import type { AllowedGraphFile } from '../graph-dirs.js';
import type { McpContext } from '../mcp-context.js';
import { textWithPathsShown } from '../shown-paths.js';
import { type ProgressChannel, stepProgress } from '../step-progress.js';
import { jsonResult, toolCall } from '../tool-result.js';

/** The arguments of `ask`; `graphDirs` is how many directories graphFile may read from. */
export function askInputSchema(graphDirs = 0) {
  const methods = methodEntries().map((m) => m.name) as [string, ...string[]];
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
        `How to answer (default grraf): ${methodEntries()
          .map((m) => `${m.name}: ${m.summary}`)
          .join('; ')}.`,
      ),
    language: z
      .enum(['js', 'python', 'cypher'])
      .optional()
      .describe('Language of the programs (default js).'),
    hints: z.array(z.string()).optional().describe('What terms of the question mean, passed to the model.'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Method options, e.g. {"maxRepairs": 1, "timeLimitMs": 60000} or a method\'s own.'),
    trace: z.boolean().optional().describe('Include every step of the reasoning in the result (cut to fit).'),
  });
}

type AskArgs = z.infer<ReturnType<typeof askInputSchema>>;

/** Registers `ask`. */
export function registerAskTool(server: McpServer, context: McpContext): void {
  server.registerTool(
    'ask',
    {
      description:
        `Answer a natural-language question about the graph (${context.storeName}): a model writes a ` +
        'program or tool calls that run against the graph, and the answer comes back with how it was found.',
      inputSchema: askInputSchema(context.graphDirs.count),
      annotations: { readOnlyHint: true, openWorldHint: false },
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
        const { solution, replay } = await context.running.track(ask(request, context.environment ?? {}));
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
  };
  if (graphFile !== undefined) request.graph = { file: graphFile, ...format };
  else if (args.graphText !== undefined)
    request.graph = { text: args.graphText, name: 'graphText', ...format };
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
  const parts = [jsonResult({ ...facts, steps: trace.length }, context.maxResultChars)];
  if (withTrace) parts.push(jsonResult(trace, context.maxResultChars, [], 'Trace'));
  const headline = answered ? solution.text : failureLine(solution, context);
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
