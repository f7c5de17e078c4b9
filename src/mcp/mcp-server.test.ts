import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type OpenedMcpContext, openMcpContext } from './mcp-context.js';
import { createMcpServer } from './mcp-server.js';

describe('createMcpServer', () => {
  let opened: OpenedMcpContext;
  beforeAll(async () => {
    opened = await openMcpContext({ log: () => undefined });
  });
  afterAll(() => opened.close());

  const tool = (inputSchema: z.ZodType) => ({ description: 'a tool', inputSchema, execute: () => 1 });

  it('refuses a loop tool that takes a built-in name or has no object schema', () => {
    const taken = { ...opened.context, loopTools: () => ({ cypher: tool(z.object({})) }) };
    expect(() => createMcpServer(taken)).toThrow(/a loop tool may not be called "cypher"/);
    const bare = { ...opened.context, loopTools: () => ({ lookup: tool(z.string()) }) };
    expect(() => createMcpServer(bare)).toThrow(/the loop tool "lookup" needs a z.object input schema/);
  });

  it('asks for the loop tools once per session, so a tool with state belongs to one client', () => {
    let built = 0;
    const context = {
      ...opened.context,
      loopTools: () => {
        built++;
        return { count: tool(z.object({})) };
      },
    };
    createMcpServer(context);
    createMcpServer(context);
    expect(built).toBe(2);
  });
});

describe('openMcpContext', () => {
  it('without a graph, the store is a stand-in whose reads say how to serve one', async () => {
    const lines: string[] = [];
    const { context, close } = await openMcpContext({ log: (l) => lines.push(l) });
    try {
      expect(context.storeProblem).toMatchObject({ code: 'config' });
      await expect(context.store.schema()).rejects.toThrow(/started without a graph: give it --store <uri>/);
      await expect(context.store.neighbors(1)).rejects.toBe(context.storeProblem);
      expect(lines).toEqual([
        expect.stringMatching(/^grraf mcp: config error: grraf mcp was started without a graph/),
      ]);
    } finally {
      await close();
    }
  });
});
