/**
 * GraphWalk's `think` tool (paper appendix C.4): the agent writes down a step of its reasoning
 * and gets it back unchanged, so the plan becomes a visible step of the trace. It reads nothing.
 */
import { z } from 'zod';
import type { LoopTool } from '../llm/tool-loop.js';

/** The think tool, described by `description`. */
export function thinkTool(description: string): LoopTool<{ thought: string }> {
  return {
    description,
    inputSchema: z.object({ thought: z.string().describe('your reasoning, observation or plan') }),
    execute: ({ thought }) => thought,
  };
}
