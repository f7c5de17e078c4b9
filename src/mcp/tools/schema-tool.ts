/**
 * The `schema` tool: the served graph's schema (node labels, relationship types, property keys
 * with their types and examples, counts, directedness, weights) — what to know before querying it.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpContext } from '../mcp-context.js';
import { namespaced } from '../tool-names.js';
import { jsonResult, toolCall } from '../tool-result.js';

/** Registers `schema`. */
export function registerSchemaTool(server: McpServer, context: McpContext): void {
  server.registerTool(
    namespaced('schema', context.namespace),
    {
      title: 'Graph schema',
      description:
        `The schema of the served graph (${context.storeName}): node labels, relationship types, ` +
        'property keys with types and examples, counts, whether it is directed and weighted.',
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    () => toolCall(async () => jsonResult(await context.store.schema(), context.resultBudget), context.shown),
  );
}
