/**
 * grraf as an AI SDK tool (`grraf/ai-sdk`): an agent built with generateText/streamText or
 * ToolLoopAgent calls it with a question and a graph, and gets the computed answer back.
 *
 * @example
 * import { openai } from '@ai-sdk/openai';
 * import { generateText, stepCountIs } from 'ai';
 * import { grrafTool } from 'grraf/ai-sdk';
 * const { text } = await generateText({
 *   model: openai('gpt-4o'),
 *   tools: { grraf: grrafTool({ model: openai('gpt-4o-mini') }) },
 *   stopWhen: stepCountIs(3),
 *   prompt: 'In the graph 0-1, 1-2, 2-0, 2-3: is there a cycle?',
 * });
 */
import { type Tool, tool } from 'ai';
import {
  type GrrafToolInput,
  type GrrafToolOptions,
  type GrrafToolResult,
  grrafToolDescription,
  grrafToolInputSchema,
  runGrrafTool,
} from './grraf-tool.js';

export type { GrrafToolInput, GrrafToolOptions, GrrafToolResult } from './grraf-tool.js';

/** The tool; name it in `tools: { grraf: grrafTool(…) }`. Cancelling the agent's call cancels the question. */
export function grrafTool(options: GrrafToolOptions = {}): Tool<GrrafToolInput, GrrafToolResult> {
  return tool({
    description: grrafToolDescription(options),
    inputSchema: grrafToolInputSchema(options),
    execute: (input, { abortSignal }) => runGrrafTool(input, options, abortSignal),
  });
}
