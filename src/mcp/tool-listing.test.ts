/**
 * The tools as a client lists them (issue 27 §3): names under a namespace, a title and honest
 * hints on each, no `cypher` where the store cannot run it, and an `ask` a client model can read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { embeddedStore, ringGraph } from './test-support/fixtures.js';
import { connectInMemory } from './test-support/in-memory.js';
import { json, texts } from './test-support/scenarios.js';
import { MAX_NAMESPACE } from './tool-names.js';
import { NAVIGATION_TOOL_NAMES, navigationTools } from './tools/navigation-tools.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-mcp-listing-'));
const ringFile = join(dir, 'ring.json');
let store = '';
beforeAll(async () => {
  writeFileSync(ringFile, ringGraph(6).json);
  store = await embeddedStore(ringFile, join(dir, 'store'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function listed(
  options: Parameters<typeof connectInMemory>[0],
): Promise<{ tools: Tool[]; instructions: string }> {
  const c = await connectInMemory({ loopTools: navigationTools, ...options });
  try {
    return { tools: (await c.client.listTools()).tools, instructions: c.client.getInstructions() ?? '' };
  } finally {
    await c.close();
  }
}

describe('--namespace', () => {
  it('puts the prefix before every tool name, and the instructions use those names', async () => {
    const { tools, instructions } = await listed({ graph: { store }, namespace: 'roads' });
    expect(tools.map((t) => t.name)).toEqual(
      ['ask', 'schema', 'cypher', ...NAVIGATION_TOOL_NAMES].map((n) => `roads-${n}`),
    );
    expect(instructions).toContain('`roads-schema`');
    expect(instructions).not.toMatch(/`(schema|cypher|ask)`/);
  });

  it('calls the tools by their prefixed names', async () => {
    const c = await connectInMemory({ graph: { store }, namespace: 'metro_2' });
    try {
      expect(json(await c.call('metro_2-schema'))).toMatchObject({ nodeCount: 6 });
      expect((await c.call('schema')).isError).toBe(true);
    } finally {
      await c.close();
    }
  });

  it('refuses a prefix a client could not call, saying what is wrong and where', async () => {
    await expect(connectInMemory({ namespace: 'my roads' })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'namespace' },
      message: expect.stringContaining('" " at position 3 is not one'),
    });
    await expect(connectInMemory({ namespace: 'roads.v2' })).rejects.toThrow(/"\." at position 6/);
    await expect(connectInMemory({ namespace: '' })).rejects.toThrow(/the namespace is empty/);
    await expect(connectInMemory({ namespace: 'r'.repeat(MAX_NAMESPACE + 1) })).rejects.toThrow(
      new RegExp(`at most ${MAX_NAMESPACE} fit`),
    );
    const longest = await listed({ graph: { store }, namespace: 'r'.repeat(MAX_NAMESPACE) });
    expect(Math.max(...longest.tools.map((t) => t.name.length))).toBe(64);
  });

  it('refuses a loop tool whose name would run past what clients accept', async () => {
    const long = 'a_tool_with_a_name_long_enough_to_need_checking';
    const loopTools = () => ({ [long]: { description: 'x', inputSchema: z.object({}), execute: () => 1 } });
    await expect(listed({ namespace: 'r'.repeat(MAX_NAMESPACE), loopTools })).rejects.toThrow(
      /the tool name "r+-a_tool_with.*" is \d+ characters long; clients accept at most 64/,
    );
  });
});

describe('titles and hints', () => {
  it('give every tool a title, read-only and closed-world hints, and idempotence where it holds', async () => {
    const { tools } = await listed({ graph: { store } });
    for (const tool of tools) {
      expect(tool.title, tool.name).toMatch(/^[A-Z][a-z]/);
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
    const idempotent = Object.fromEntries(tools.map((t) => [t.name, t.annotations?.idempotentHint]));
    expect(idempotent).toEqual({
      ask: false,
      schema: true,
      cypher: true,
      ...Object.fromEntries(NAVIGATION_TOOL_NAMES.map((n) => [n, true])),
    });
  });
});

describe('cypher', () => {
  it('is not offered over a store that cannot run Cypher, nor mentioned', async () => {
    const { tools, instructions } = await listed({ graph: { file: ringFile } });
    expect(tools.map((t) => t.name)).toEqual(['ask', 'schema', ...NAVIGATION_TOOL_NAMES]);
    expect(instructions).not.toContain('cypher');
  });

  it('is offered over a Cypher store, and while a store given by URI cannot be opened (to say why)', async () => {
    expect((await listed({ graph: { store } })).tools.map((t) => t.name)).toContain('cypher');
    const c = await connectInMemory({ graph: { store: 'nosuch:thing' } });
    try {
      expect(texts(await c.call('cypher', { query: 'RETURN 1' }))[0]).toMatch(/unknown store "nosuch:thing"/);
    } finally {
      await c.close();
    }
    const missing = await listed({ graph: { file: join(dir, 'missing.json') } });
    expect(missing.tools.map((t) => t.name)).not.toContain('cypher');
  });
});

describe('ask', () => {
  it('is described in plain words, every method included', async () => {
    const { tools } = await listed({ graph: { store } });
    const ask = tools.find((t) => t.name === 'ask')!;
    const described = JSON.stringify(ask);
    for (const jargon of ['P′', '≤', '→', 'refine', 'template']) expect(described).not.toContain(jargon);
    const method = (ask.inputSchema.properties as Record<string, { enum: string[]; description: string }>)
      .method!;
    for (const name of method.enum) expect(method.description).toContain(`${name}: `);
    expect(ask.description).toMatch(/^Answer a question in plain language about the graph/);
  });
});
