/**
 * Any LoopTools over the served store (GraphWalk's navigation tools, or a test's own) as MCP
 * tools: the same description and argument schema a model sees in grraf's own tool loop, the same
 * validation, the call's signal, and the result cut to the server's cap with a note.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { McpContext } from '../mcp-context.js';
import { namespaced } from '../tool-names.js';
import { jsonResult, toolCall } from '../tool-result.js';

/** Registers the context's loop tools; a name taken by a built-in tool or a non-object schema is a 'config' error. */
export function registerLoopTools(server: McpServer, context: McpContext, reserved: readonly string[]): void {
  const tools = context.loopTools?.(context.store) ?? {};
  for (const [name, tool] of Object.entries(tools)) {
    if (reserved.includes(name)) {
      throw new GrrafError('config', `a loop tool may not be called "${name}": grraf mcp has its own`, {
        field: name,
      });
    }
    if (!(tool.inputSchema instanceof z.ZodObject)) {
      throw new GrrafError('config', `the loop tool "${name}" needs a z.object input schema for MCP`, {
        field: name,
      });
    }
    server.registerTool(
      namespaced(name, context.namespace),
      {
        title: tool.title ?? titleOf(name),
        description: tool.description,
        inputSchema: tool.inputSchema,
        // Tools over the served store only read it; a tool says itself whether a repeated call is harmless.
        annotations: {
          readOnlyHint: true,
          ...(tool.idempotent === undefined ? {} : { idempotentHint: tool.idempotent }),
          openWorldHint: false,
        },
      },
      (args, extra) =>
        toolCall(
          async () => jsonResult(await tool.execute(args, { signal: extra.signal }), context.resultBudget),
          context.shown,
        ),
    );
  }
}

/** A tool name in words, for a tool that has no title: `neighbor_ids` → "Neighbor ids". */
function titleOf(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
