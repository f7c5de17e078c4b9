/**
 * The `cypher` tool: one read-only Cypher query on the served store. The store's engine refuses
 * writes (a 'forbidden' tool error); a row cap applies while the result is read, a time limit
 * inside the database, and the rows are then cut to the server's result size; each cut is said.
 * Nodes and relationships in the rows take MCP's one shape (node-shape.ts). A store that cannot
 * run Cypher gets no such tool (mcp-server.ts).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CYPHER_DEFAULT_LIMITS } from '../../app/cypher.js';
import { servedCypher } from '../../app/served-store.js';
import { capResult } from '../../llm/cap-result.js';
import type { McpContext } from '../mcp-context.js';
import { cypherValueView } from '../node-shape.js';
import { namespaced } from '../tool-names.js';
import { jsonResult, toolCall } from '../tool-result.js';

/** Room for the columns, notes and timing beside the rows, which alone fill the cap. */
const ROOM_BESIDE_ROWS = 300;

/** Rows read when the call names no cap, and the largest cap a call may ask for. */
export const CYPHER_ROWS = { default: 100, max: 1000 } as const;

const cypherInput = z.object({
  query: z.string().min(1).describe('A read-only Cypher query (MATCH ... RETURN ...).'),
  params: z.record(z.string(), z.unknown()).optional().describe('Query parameters, e.g. {"id": 3}.'),
  maxRows: z
    .number()
    .int()
    .min(1)
    .max(CYPHER_ROWS.max)
    .optional()
    .describe(`Read at most this many rows (default ${CYPHER_ROWS.default}).`),
});

/** Registers `cypher`. */
export function registerCypherTool(server: McpServer, context: McpContext): void {
  server.registerTool(
    namespaced('cypher', context.namespace),
    {
      title: 'Read-only Cypher query',
      description:
        `Run one read-only Cypher query on the served store (${context.storeName}). Writes are refused; ` +
        `at most ${CYPHER_ROWS.max} rows are read and ${CYPHER_DEFAULT_LIMITS.timeLimitMs / 1000} s spent.`,
      inputSchema: cypherInput,
      // The engine refuses writes, so the same query reads the same rows.
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (args) =>
      toolCall(async () => {
        const maxRows = args.maxRows ?? CYPHER_ROWS.default;
        const result = await servedCypher(context.store, args.query, args.params ?? {}, {
          maxRows,
        });
        // Cut the rows as a list, so the answer keeps its shape and whole rows (a first row too large
        // on its own is sent with its cells cut).
        const shaped = result.rows.map(cypherValueView);
        const rows = capResult(shaped, context.resultBudget);
        const kept = rows.truncated ? (rows.value as { items: unknown[] }).items : shaped;
        const notes = [
          ...(result.truncated
            ? [
                `Row cap reached: only the first ${maxRows} rows were read; narrow the query or raise maxRows.`,
              ]
            : []),
          ...(rows.truncated ? [`Rows cut to fit: ${rows.truncated}.`] : []),
        ];
        const value = { columns: result.columns, rows: kept, ms: Math.round(result.ms) };
        const budget = { ...context.resultBudget, max: context.resultBudget.max + ROOM_BESIDE_ROWS };
        return jsonResult(value, budget, notes);
      }, context.shown),
  );
}
