/**
 * Starts an MCP server and connects the SDK's own client to it, over stdio (a spawned process)
 * or streamable HTTP (a server in this process), so one set of scenarios drives both transports.
 */
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { vi } from 'vitest';
import type { ServedGraphSource } from '../../app/served-store.js';
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { type RunningMcpHttp, startMcpHttp } from '../http-server.js';
import { openMcpContext } from '../mcp-context.js';
import { testLoopTools, testModel } from './fixtures.js';

/** What a test server serves. */
export interface ServerConfig {
  graph?: ServedGraphSource;
  maxResultTokens?: number;
  namespace?: string;
}

/** A client connected to a fresh server. */
export interface Connection {
  client: Client;
  /** What the server (and its test model) logged so far. */
  logs(): string[];
  /** Drops the client's connection without ending the session properly first. */
  disconnect(): Promise<void>;
  /** Resolves once the server has no question running for this client (fails after 10 s). */
  nothingRunning(): Promise<void>;
  /** Closes the client and the server. */
  close(): Promise<void>;
}

/** Connects a client to a server started for `config`. */
export type Connect = (config: ServerConfig) => Promise<Connection>;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./stdio-test-server.ts', import.meta.url));

const newClient = () => new Client({ name: 'grraf-test', version: '1.0.0' });

/** A spawned stdio server: the test server entry, or `args` of the real CLI. */
export const connectStdio: Connect = async (config) => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--no-node-snapshot', '--import', 'tsx', ENTRY, JSON.stringify(config)],
    cwd: ROOT,
    stderr: 'pipe',
  });
  const lines: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
  );
  const client = newClient();
  await client.connect(transport);
  return {
    client,
    logs: () => lines,
    disconnect: () => transport.close(),
    nothingRunning: () =>
      vi.waitFor(
        () => {
          if (!lines.includes('test server: stopped, 0 questions running')) throw new Error('still running');
        },
        { timeout: 10_000, interval: 50 },
      ),
    close: () => client.close(),
  };
};

/** A streamable HTTP server on 127.0.0.1 in this process. */
export const connectHttp: Connect = async (config) => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const { context, close } = await openMcpContext({
    ...config,
    runtime: createLlmRuntime({ model: testModel(log) }),
    loopTools: testLoopTools,
    log,
  });
  let server: RunningMcpHttp | undefined;
  try {
    server = await startMcpHttp(context, { port: 0 });
  } catch (e) {
    await close();
    throw e;
  }
  const running = server;
  const transport = new StreamableHTTPClientTransport(new URL(running.url));
  const client = newClient();
  await client.connect(transport);
  return {
    client,
    logs: () => lines,
    disconnect: () => transport.close(),
    nothingRunning: () =>
      vi.waitFor(
        () => {
          if (context.running.count > 0) throw new Error(`${context.running.count} questions running`);
        },
        { timeout: 10_000, interval: 50 },
      ),
    close: async () => {
      await client.close();
      await running.close();
      await close();
    },
  };
};
