import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXAMPLES_DIR } from '../app/model.js';
import { GrrafError } from '../errors.js';
import { type OpenedMcpContext, openMcpContext } from './mcp-context.js';
import { createMcpServer } from './mcp-server.js';
import { graphName } from './served-graph-name.js';
import { connectInMemory } from './test-support/in-memory.js';
import { texts } from './test-support/scenarios.js';
import { unavailableStore } from './unavailable-store.js';

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

describe('tool descriptions', () => {
  // Issue 26, item 18: they named the served graph by the server's absolute path.
  it('name the served graph without the directories the server keeps it in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grraf-mcp-names-'));
    const file = join(dir, 'path.edgelist');
    writeFileSync(file, '0 1\n1 2\n');
    const c = await connectInMemory({ graph: { file } });
    try {
      const { tools } = await c.client.listTools();
      const described = JSON.stringify(tools);
      expect(described).not.toContain(dir);
      expect(tools.find((t) => t.name === 'schema')?.description).toContain('path.edgelist (in memory)');
    } finally {
      await c.close();
    }
    // Whatever a tool answers names the served graph the same way (here a store error naming its file).
    const failing = { ...unavailableStore(new GrrafError('io', 'engine lost', { file })) };
    const named = await connectInMemory({ graph: { file } }, { store: failing });
    try {
      expect(texts(await named.call('schema'))).toEqual(['io error: path.edgelist: engine lost']);
    } finally {
      await named.close();
    }
    // A served graph that cannot be read: the operator's log names the path, the clients do not see it.
    const lines: string[] = [];
    const missing = await connectInMemory({
      graph: { file: join(dir, 'missing.edgelist') },
      log: (l) => lines.push(l),
    });
    try {
      const schema = await missing.call('schema');
      expect(schema.isError).toBe(true);
      const text = JSON.stringify(schema.content);
      expect(text).toContain('missing.edgelist: no such file');
      expect(text).not.toContain(dir);
      expect(lines.join('\n')).toContain(join(dir, 'missing.edgelist'));
    } finally {
      await missing.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('show a store by its last path part, an example by its place in the package, and no credentials', () => {
    expect(graphName({ store: 'embedded:/srv/private/graphs/metro' })).toBe('embedded:metro');
    expect(graphName({ store: 'neo4j://reader:hunter2@db.internal:7687' })).toBe('neo4j://db.internal:7687');
    expect(graphName({ store: 'memory' })).toBe('memory');
    expect(graphName({ file: `${EXAMPLES_DIR}road-network/roads.edgelist` })).toBe(
      'examples/road-network/roads.edgelist (in memory)',
    );
    expect(graphName({ file: '/home/alice/graphs/g.json' })).toBe('g.json (in memory)');
    expect(graphName(undefined)).toBe('no graph');
  });
});
