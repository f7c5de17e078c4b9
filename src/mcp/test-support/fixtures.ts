/**
 * What the MCP tests serve: a directed ring of named stations in an embedded store, two small
 * LoopTools of our own over the store (standing in for GraphWalk's navigation tools), and a test
 * model that answers with a program, fails mid-run, or waits until its call is aborted, depending
 * on the words in the question.
 */
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { z } from 'zod';
import { loadGraph } from '../../app/load.js';
import { GrrafError } from '../../errors.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { promptText } from '../../llm/test-support/prompt-text.js';
import type { LoopToolsForStore } from '../mcp-context.js';

/** A directed ring 0 → 1 → … → n-1 → 0; node i has the property name `station-i`. */
export function ringGraph(n: number): { json: string; edges: [number, number][] } {
  const edges = Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as [number, number]);
  const json = JSON.stringify({
    directed: true,
    multigraph: false,
    graph: {},
    nodes: Array.from({ length: n }, (_, i) => ({ id: i, name: `station-${i}` })),
    links: edges.map(([source, target]) => ({ source, target })),
  });
  return { json, edges };
}

/** Loads `json` into an embedded store in `dir`; returns its URI. */
export async function embeddedStore(file: string, dir: string): Promise<string> {
  const uri = `embedded:${dir}`;
  await loadGraph({ file, store: uri });
  return uri;
}

/** Two loop tools over the store: a node's neighbor ids, and the nodes with a property value. */
export const testLoopTools: LoopToolsForStore = (store: GraphStore) => ({
  neighbor_ids: {
    description: 'The ids of the nodes next to a node, in either direction.',
    inputSchema: z.object({ node: z.number().int().describe('a node id') }),
    execute: async ({ node }: { node: number }) =>
      (await store.neighbors(node, { direction: 'both' })).map((n) => n.node.id).sort((a, b) => +a - +b),
  },
  nodes_named: {
    description: 'The nodes whose name property has this value.',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }: { name: string }) => store.nodesByProperty({ key: 'name', value: name }),
  },
});

/** The program the test model writes: the number of nodes. */
export const NODE_COUNT_PROGRAM = 'answer = G.order;';

/** Words in a question that make the test model fail, or wait for the abort. */
export const FAIL_WORD = 'EXPLODE';
export const HANG_WORD = 'FOREVER';

/**
 * The test model: a question with FAIL_WORD fails with a model error (after the method's input and
 * schema steps, so mid-run); with HANG_WORD it waits until its call is aborted and logs that;
 * any other prompt gets NODE_COUNT_PROGRAM.
 */
export function testModel(log: (line: string) => void): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    provider: 'test',
    modelId: 'test-model',
    doGenerate: async (call: LanguageModelV3CallOptions) => {
      const prompt = promptText(call.prompt);
      if (prompt.includes(FAIL_WORD)) throw new GrrafError('model', 'the test model failed mid-run');
      if (prompt.includes(HANG_WORD)) return waitForAbort(call.abortSignal, log);
      return {
        content: [{ type: 'text', text: `\`\`\`js\n${NODE_COUNT_PROGRAM}\n\`\`\`` }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 5, text: 5, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

function waitForAbort(signal: AbortSignal | undefined, log: (line: string) => void): Promise<never> {
  log('test model: waiting');
  return new Promise((_, reject) => {
    signal?.addEventListener(
      'abort',
      () => {
        log('test model: call aborted');
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
