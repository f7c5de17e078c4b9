/**
 * grraf as a LangChain.js tool (`grraf/langchain`, needs the optional peer @langchain/core): an
 * agent built on a LangChain chat model (createAgent, LangGraph's ToolNode, or bindTools and a loop
 * of its own) calls it with a question and a graph. The result comes back as JSON text.
 *
 * grraf's own model is an AI SDK model or a spec (`'openai:gpt-4o-mini'`), not the agent's
 * LangChain model: grraf's middleware (retries, limits, usage, cassettes) is built on the AI SDK.
 *
 * @example
 * import { ChatOpenAI } from '@langchain/openai';
 * import { grrafTool } from 'grraf/langchain';
 * const tools = [grrafTool({ model: 'openai:gpt-4o-mini' })];
 * const agent = new ChatOpenAI({ model: 'gpt-4o' }).bindTools(tools);
 */
import { tool } from '@langchain/core/tools';
import {
  type GrrafToolOptions,
  grrafToolDescription,
  grrafToolInputSchema,
  runGrrafTool,
} from './grraf-tool.js';

export type { GrrafToolInput, GrrafToolOptions, GrrafToolResult } from './grraf-tool.js';

/** The tool (named `grraf` unless `options.name` says otherwise). Aborting the run cancels the question. */
export function grrafTool(options: GrrafToolOptions = {}) {
  return tool(
    async (input, config) => JSON.stringify(await runGrrafTool(input, options, config?.signal ?? undefined)),
    {
      name: options.name ?? 'grraf',
      description: grrafToolDescription(options),
      schema: grrafToolInputSchema(options),
    },
  );
}
