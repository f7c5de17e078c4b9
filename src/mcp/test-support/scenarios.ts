/**
 * The MCP server as a client sees it, the same over every transport: the tools listed, each one
 * called, a write refused, a result cut with a note, a bad store, bad input, a model failing
 * mid-run, and a question cancelled (by the client, or by the client going away) with nothing
 * left running. Expected values are computed from the generated graph, not written by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TraceStep } from '../../trace/trace.js';
import { stepLine } from '../step-progress.js';
import { embeddedStore, FAIL_WORD, HANG_WORD, ringGraph } from './fixtures.js';
import type { Connect, Connection } from './mcp-harness.js';

const N = 100;
const MAX_RESULT_TOKENS = 600;

/** The text items of a result. */
export function texts(result: unknown): string[] {
  return (result as CallToolResult).content.flatMap((c) => (c.type === 'text' ? [c.text] : []));
}

/** The JSON value of a result (its first JSON text item, or the one at `index` among them). */
export function json(result: unknown, index = 0): unknown {
  const text = texts(result).filter((t) => /^[[{]/.test(t))[index];
  return text === undefined ? undefined : JSON.parse(text);
}

/** Registers the scenarios for one transport. */
export function describeMcpScenarios(transport: string, connect: Connect): void {
  describe(`grraf mcp over ${transport}, driven by the SDK's client`, () => {
    const ring = ringGraph(N);
    const dir = mkdtempSync(join(tmpdir(), `grraf-mcp-${transport}-`));
    let store = '';
    let c: Connection;
    const call = (name: string, args: Record<string, unknown> = {}) =>
      c.client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

    beforeAll(async () => {
      writeFileSync(join(dir, 'ring.json'), ring.json);
      store = await embeddedStore(join(dir, 'ring.json'), join(dir, 'store'));
      c = await connect({ graph: { store }, maxResultTokens: MAX_RESULT_TOKENS });
    });
    afterAll(async () => {
      await c?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lists ask, schema, cypher and the loop tools, all read-only, and nothing that writes', async () => {
      const { tools } = await c.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        'ask',
        'cypher',
        'neighbor_ids',
        'nodes_named',
        'schema',
      ]);
      expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
      const ask = tools.find((t) => t.name === 'ask')!;
      expect(Object.keys(ask.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining(['question', 'graphFile', 'graphText', 'method', 'language']),
      );
    });

    it('schema describes the served graph', async () => {
      const schema = json(await call('schema')) as Record<string, unknown>;
      expect(schema).toMatchObject({ nodeCount: N, edgeCount: ring.edges.length, directed: true });
    });

    it('cypher answers a read query and refuses a write, which changes nothing', async () => {
      const count = await call('cypher', { query: 'MATCH (n) RETURN count(n) AS c' });
      expect(json(count)).toMatchObject({ columns: ['c'], rows: [{ c: N }] });
      const write = await call('cypher', { query: 'CREATE (n:Node {id: 9999})' });
      expect(write.isError).toBe(true);
      expect(texts(write)[0]).toMatch(/^forbidden error: /);
      expect(json(await call('cypher', { query: 'MATCH (n) RETURN count(n) AS c' }))).toMatchObject({
        rows: [{ c: N }],
      });
    });

    it('cuts a large result to whole leading rows and says so; a row cap says so too', async () => {
      const query = 'MATCH (n) RETURN n.id AS id, n.name AS name ORDER BY id';
      const all = await call('cypher', { query, maxRows: 1000 });
      const note = texts(all).find((t) => t.startsWith('Rows cut to fit'));
      const shown = Number(/showing (\d+) of (\d+) items/.exec(note ?? '')?.[1]);
      expect(note).toContain(`of ${N} items`);
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(N);
      const expected = Array.from({ length: shown }, (_, i) => ({ id: i, name: `station-${i}` }));
      expect((json(all) as { rows: unknown[] }).rows).toEqual(expected);
      const capped = await call('cypher', { query, maxRows: 5 });
      expect((json(capped) as { rows: unknown[] }).rows).toHaveLength(5);
      expect(texts(capped).some((t) => t.startsWith('Row cap reached: only the first 5 rows'))).toBe(true);
    });

    it('runs the loop tools over the served store and refuses bad arguments', async () => {
      const node = 0;
      const expected = ring.edges
        .flatMap(([s, t]) => (s === node ? [t] : t === node ? [s] : []))
        .sort((a, b) => a - b);
      expect(json(await call('neighbor_ids', { node }))).toEqual(expected);
      expect(json(await call('nodes_named', { name: 'station-7' }))).toMatchObject([
        { id: 7, properties: { name: 'station-7' } },
      ]);
      const bad = await call('neighbor_ids', { node: 'zero' });
      expect(bad.isError).toBe(true);
      expect(texts(bad)[0]).toMatch(/Input validation error.*node/s);
    });

    it('ask answers over the served store and streams its steps as progress notifications', async () => {
      const progress: { progress: number; message?: string }[] = [];
      const question = 'How many nodes are there?';
      const result = (await c.client.callTool(
        {
          name: 'ask',
          arguments: { question, method: 'zero-shot-code', options: { phrase: false }, trace: true },
        },
        undefined,
        { onprogress: (p) => progress.push(p) },
      )) as CallToolResult;
      expect(result.isError).toBeFalsy();
      const facts = json(result) as { answer: unknown; outcome: string; steps: number };
      expect(facts).toMatchObject({ outcome: 'answered', answer: N });
      const trace = json(result, 1) as TraceStep[] | { items: TraceStep[]; truncated: string };
      const steps = Array.isArray(trace) ? trace : trace.items;
      expect(texts(result)[0]).toBe(`${N}`);
      // Notifications that arrive with the result may be dropped by the SDK's client (its issue
      // 2580): what arrived is the trace's first steps, in order, each described by its own line.
      // The trace itself is cut to the cap, so compare what both hold.
      const shared = Math.min(progress.length, steps.length);
      expect(shared).toBeGreaterThan(0);
      expect(progress.slice(0, shared).map((p) => p.message)).toEqual(steps.slice(0, shared).map(stepLine));
      expect(progress.map((p) => p.progress)).toEqual(progress.map((_, i) => i + 1));
    });

    it('ask reports a model that fails mid-run, a malformed graph and an unknown method as tool errors', async () => {
      const failed = await call('ask', {
        question: `How many nodes? ${FAIL_WORD}`,
        method: 'zero-shot-code',
      });
      expect(failed.isError).toBe(true);
      expect(texts(failed)[0]).toMatch(/the test model failed mid-run.*\(model error at step "code"\)/);
      const malformed = await call('ask', { question: 'How many nodes?', graphText: '{"nodes": [1, 2' });
      expect(malformed.isError).toBe(true);
      expect(texts(malformed)[0]).toMatch(/^parse error: graphText:1/);
      const unknown = await call('ask', { question: 'How many nodes?', method: 'graphwalker' });
      expect(unknown.isError).toBe(true);
      expect(texts(unknown)[0]).toMatch(/Input validation error.*method/s);
    });

    it('a cancelled call aborts its question, and the server goes on answering', async () => {
      const controller = new AbortController();
      const pending = c.client
        .callTool(
          { name: 'ask', arguments: { question: `Count ${HANG_WORD}`, method: 'zero-shot-code' } },
          undefined,
          {
            signal: controller.signal,
          },
        )
        .catch((e: unknown) => e);
      await vi.waitFor(() => expect(c.logs()).toContain('test model: waiting'), { timeout: 10_000 });
      controller.abort('the user changed their mind');
      expect(await pending).toBeInstanceOf(Error);
      await vi.waitFor(() => expect(c.logs()).toContain('test model: call aborted'), { timeout: 10_000 });
      expect(json(await call('schema'))).toMatchObject({ nodeCount: N });
    });

    it('a client that disconnects mid-question cancels it, and nothing is left running', async () => {
      const other = await connect({ graph: { store } });
      try {
        void other.client
          .callTool({ name: 'ask', arguments: { question: `Count ${HANG_WORD}`, method: 'zero-shot-code' } })
          .catch(() => undefined);
        await vi.waitFor(() => expect(other.logs()).toContain('test model: waiting'), { timeout: 10_000 });
        await other.disconnect();
        await vi.waitFor(() => expect(other.logs()).toContain('test model: call aborted'), {
          timeout: 10_000,
        });
        await other.nothingRunning();
      } finally {
        await other.close();
      }
    });

    it("a store that cannot be opened is the tools' error, and ask says there is no graph", async () => {
      const bad = await connect({ graph: { store: 'nosuch:thing' } });
      try {
        for (const [tool, args] of [
          ['schema', {}],
          ['cypher', { query: 'RETURN 1' }],
          ['neighbor_ids', { node: 0 }],
        ] as const) {
          const r = await bad.client.callTool({ name: tool, arguments: args });
          expect(r.isError).toBe(true);
          expect(texts(r)[0]).toMatch(/^config error: .*unknown store "nosuch:thing"/);
        }
        const question = 'What is the shortest path from station-0 to station-5?';
        const asked = await bad.client.callTool({ name: 'ask', arguments: { question } });
        expect(asked.isError).toBe(true);
        expect(texts(asked)[0]).toMatch(
          /^Could not compute an answer: .*no graph given.*\(not-found error at step "input"\) The served graph is unavailable: .*unknown store/s,
        );
      } finally {
        await bad.close();
      }
    });
  });
}
