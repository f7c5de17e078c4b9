import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../../app/model.js';
import { spawnGrraf as grraf, MODEL_ENV } from '../test-support/spawn-grraf.js';
import { mcpOptions } from './mcp.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'grraf-mcp-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('grraf mcp flags', () => {
  it('map to the run options', () => {
    expect(mcpOptions({ store: 'embedded:/g', model: 'openai:gpt-4o' }, {})).toEqual({
      graph: { store: 'embedded:/g' },
      model: { spec: 'openai:gpt-4o' },
      navigation: true,
    });
    expect(mcpOptions({ graphDir: ['graphs', '/srv/more'] }, {})).toEqual({
      graphDirs: ['graphs', '/srv/more'],
      model: {},
      navigation: true,
    });
    expect(
      mcpOptions(
        {
          graph: 'g.json',
          format: 'node-link',
          http: true,
          port: '0',
          maxSessions: '8',
          sessionIdle: '60',
          maxResultTokens: '5000',
          namespace: 'roads',
          navigation: false,
        },
        {
          GRRAF_MCP_KEY: 'k',
        },
      ),
    ).toEqual({
      graph: { file: 'g.json', format: 'node-link' },
      model: {},
      navigation: false,
      namespace: 'roads',
      maxResultTokens: 5000,
      http: { port: 0, apiKey: 'k', maxSessions: 8, sessionIdleMs: 60_000 },
    });
  });

  it('take a bundled example by name for --graph', () => {
    expect(mcpOptions({ graph: 'road-network' }, {}).graph).toEqual({
      file: join(EXAMPLES_DIR, 'road-network', 'roads.edgelist'),
    });
  });

  it('refuse what cannot work, naming the flag', () => {
    const field = (flags: Parameters<typeof mcpOptions>[0]) => {
      try {
        mcpOptions(flags, {});
      } catch (e) {
        return (e as { location?: { field?: string } }).location?.field;
      }
      return undefined;
    };
    expect(field({ store: 'embedded:/g', graph: 'g.json' })).toBe('graph');
    expect(field({ port: '8080' })).toBe('http');
    expect(field({ maxSessions: '8' })).toBe('http');
    expect(field({ http: true, maxSessions: '0' })).toBe('max-sessions');
    expect(field({ http: true, sessionIdle: '1.5' })).toBe('session-idle');
    expect(field({ http: true, port: '99999' })).toBe('port');
    expect(field({ maxResultTokens: '10' })).toBe('max-result-tokens');
    expect(field({ namespace: 'my roads' })).toBe('namespace');
  });
});

describe('grraf mcp, spawned', () => {
  it('will not listen beyond this machine without an API key: one error line, exit code 2', () => {
    const r = grraf('mcp', '--http', '--host', '0.0.0.0', '--port', '0');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^grraf: config error: .*listening on 0\.0\.0\.0 needs an API key/),
    ]);
  });

  it('will not start with a --graph-dir that is not a directory: one error line, exit code 2', () => {
    const r = grraf('mcp', '--graph-dir', join(dir, 'no-such-dir'));
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^grraf: config error: .*no-such-dir \(field graph-dir\): --graph-dir must name/),
    ]);
  });

  it('serves a graph file over stdio to the SDK client until the client leaves', async () => {
    const n = 12;
    const file = join(dir, 'star.edgelist');
    writeFileSync(file, Array.from({ length: n - 1 }, (_, i) => `0 ${i + 1}`).join('\n'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/cli/main.ts', 'mcp', '--graph', file],
      cwd: ROOT,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cli-test', version: '1' });
    await client.connect(transport);
    const pid = transport.pid!;
    try {
      // A graph file is served from memory, which runs no Cypher: no cypher tool.
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual([
        'ask',
        'schema',
        'get_node_by_property',
        'get_all_nearest_neighbors',
        'get_unique_property_values',
      ]);
      const neighbors = (await client.callTool({
        name: 'get_all_nearest_neighbors',
        arguments: { label: 'Node', property_name: 'id', property_value: 0 },
      })) as CallToolResult;
      const rows = JSON.parse((neighbors.content[0] as { text: string }).text) as {
        neighbor: { id: number };
      }[];
      expect(rows.map((r) => r.neighbor.id).sort((a, b) => a - b)).toEqual(
        Array.from({ length: n - 1 }, (_, i) => i + 1),
      );
      const unknown = (await client.callTool({
        name: 'get_node_by_property',
        arguments: { label: 'Person', property_name: 'id', property_value: 0 },
      })) as CallToolResult;
      expect(unknown.isError).toBe(true);
      expect((unknown.content[0] as { text: string }).text).toMatch(/Person.*Node|Node.*Person/);
      const schema = (await client.callTool({ name: 'schema', arguments: {} })) as CallToolResult;
      const text = (schema.content[0] as { text: string }).text;
      expect(JSON.parse(text)).toMatchObject({ nodeCount: n, edgeCount: n - 1, directed: false });
    } finally {
      await client.close();
    }
    expect(isAlive(pid)).toBe(false);
  }, 60_000);
});

describe('grraf mcp --graph <bundled example>, spawned with no model configured', () => {
  it('replays the recorded question through ask, as grraf ask does', async () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k, v]) => v !== undefined && !MODEL_ENV.includes(k)),
    ) as Record<string, string>;
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--no-node-snapshot', '--import', 'tsx', 'src/cli/main.ts', 'mcp', '--graph', 'road-network'],
      cwd: ROOT,
      env,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cli-test', version: '1' });
    await client.connect(transport);
    try {
      const result = (await client.callTool({
        name: 'ask',
        arguments: { question: 'What is the shortest distance from junction 0 to junction 19?' },
      })) as CallToolResult;
      const text = result.content.map((c) => (c as { text: string }).text);
      expect(result.isError, text.join('\n')).toBeFalsy();
      expect(JSON.parse(text[1]!)).toMatchObject({ outcome: 'answered', answer: 13.8 });
      expect(text.at(-1)).toMatch(/bundled example "road-network"/);
    } finally {
      await client.close();
    }
  }, 60_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
