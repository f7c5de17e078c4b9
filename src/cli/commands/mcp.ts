/**
 * `grraf mcp [--store URI | --graph FILE|EXAMPLE] [--graph-dir DIR…] [--model M] [--namespace NS] [--http [--port P] [--host H]] [--no-navigation]`:
 * an MCP server over the user's graph (ask, schema, cypher, and GraphWalk's navigation tools), on stdio (the default; stdout carries the protocol, notes go to stderr)
 * or on streamable HTTP. `ask` reads graph files only inside the --graph-dir directories (none by
 * default). `--graph` may name a bundled example (`road-network`), whose recorded questions then
 * replay without a model. Stops when the stdio client goes away, or on Ctrl-C.
 */
import type { Command } from 'commander';
import { GrrafError } from '../../errors.js';
import { type FormatName, formatNames } from '../../graph/formats/index.js';
import { STORE_URI_FORMS } from '../../graph/stores/open-store.js';
import type { RunMcpOptions } from '../../mcp/run-mcp.js';
import { servedGraphFile } from '../../mcp/served-example.js';
import { checkNamespace, MAX_NAMESPACE } from '../../mcp/tool-names.js';
import { collect, integerFlag } from '../flag-values.js';

/** Options of `grraf mcp` (commander's camel-cased flags). */
export interface McpFlags {
  store?: string;
  graph?: string;
  /** Repeatable: the directories ask's graphFile may read from. */
  graphDir?: string[];
  format?: string;
  model?: string;
  baseUrl?: string;
  http?: boolean;
  port?: string;
  host?: string;
  apiKey?: string;
  maxSessions?: string;
  /** Seconds. */
  sessionIdle?: string;
  maxResultTokens?: string;
  namespace?: string;
  /** False with --no-navigation. */
  navigation?: boolean;
}

/** The run options the flags describe; bad flags are 'validation' errors naming the flag. */
export function mcpOptions(
  flags: McpFlags,
  env: Record<string, string | undefined> = process.env,
): RunMcpOptions {
  if (flags.store && flags.graph) {
    throw new GrrafError('validation', 'give --store or --graph, not both', { field: 'graph' });
  }
  const httpOnly = [flags.port, flags.host, flags.apiKey, flags.maxSessions, flags.sessionIdle];
  if (!flags.http && httpOnly.some((flag) => flag !== undefined)) {
    throw new GrrafError(
      'validation',
      '--port, --host, --api-key, --max-sessions and --session-idle need --http',
      { field: 'http' },
    );
  }
  const apiKey = flags.apiKey ?? env.GRRAF_MCP_KEY;
  const format = flags.format as FormatName | undefined;
  if (flags.namespace !== undefined) checkNamespace(flags.namespace, 'validation');
  const options: RunMcpOptions = {
    ...(flags.store ? { graph: { store: flags.store } } : {}),
    ...(flags.graph ? { graph: { file: servedGraphFile(flags.graph), ...(format ? { format } : {}) } } : {}),
    ...(flags.graphDir?.length ? { graphDirs: flags.graphDir } : {}),
    model: {
      ...(flags.model ? { spec: flags.model } : {}),
      ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
    },
    navigation: flags.navigation !== false,
    ...(flags.namespace !== undefined ? { namespace: flags.namespace } : {}),
  };
  if (flags.maxResultTokens !== undefined) {
    options.maxResultTokens = integerFlag(flags.maxResultTokens, 'max-result-tokens', 100, 2_000_000);
  }
  if (flags.http) {
    options.http = {
      ...(flags.port !== undefined ? { port: integerFlag(flags.port, 'port', 0, 65535) } : {}),
      ...(flags.host ? { host: flags.host } : {}),
      ...(apiKey ? { apiKey } : {}),
      ...(flags.maxSessions !== undefined
        ? { maxSessions: integerFlag(flags.maxSessions, 'max-sessions', 1, 100_000) }
        : {}),
      ...(flags.sessionIdle !== undefined
        ? { sessionIdleMs: integerFlag(flags.sessionIdle, 'session-idle', 1, 7 * 24 * 3600) * 1000 }
        : {}),
    };
  }
  return options;
}

/** Registers `grraf mcp`. */
export function register(program: Command): void {
  program
    .command('mcp')
    .description(
      'serve the graph to MCP clients: tools ask, schema, cypher and the navigation tools ' +
        'get_node_by_property, get_all_nearest_neighbors, get_unique_property_values; nothing writes',
    )
    .option('-s, --store <uri>', `the store the tools read: ${STORE_URI_FORMS.slice(1).join(', ')}`)
    .option(
      '-g, --graph <file>',
      'or a graph file, loaded into memory for the tools to read; or a bundled example by name ' +
        '(road-network), whose recorded questions replay without a model',
    )
    .option('-f, --format <format>', `format of --graph, detected when absent: ${formatNames().join(', ')}`)
    .option(
      '--graph-dir <dir>',
      "a directory whose graph files ask's graphFile may read (repeatable; default none: no file is read)",
      collect,
    )
    .option(
      '-m, --model <provider:model-id>',
      'model for ask (default: GRRAF_MODEL, grraf.config.json, API key env)',
    )
    .option('--base-url <url>', 'OpenAI-compatible server URL')
    .option('--http', 'serve streamable HTTP instead of stdio')
    .option('-p, --port <port>', 'HTTP port (default 7879; 0 picks a free one)')
    .option('--host <host>', 'HTTP host (default 127.0.0.1; any other needs --api-key)')
    .option('--api-key <key>', 'require this key on every HTTP request (or set GRRAF_MCP_KEY)')
    .option(
      '--max-sessions <n>',
      'HTTP sessions held at once (default 100); more clients get 503 + Retry-After',
    )
    .option('--session-idle <seconds>', 'end an HTTP session idle this long (default 300)')
    .option(
      '--max-result-tokens <n>',
      'cut tool results to about this many tokens (default 6000, counted as GPT-4o counts them)',
    )
    .option(
      '--namespace <prefix>',
      `put "<prefix>-" before every tool name (roads-ask, roads-cypher, …), to serve several graphs to one client; letters, digits, _ and -, at most ${MAX_NAMESPACE}`,
    )
    .option('--no-navigation', "leave out GraphWalk's navigation tools (get_node_by_property, …)")
    .action(async (flags: McpFlags) => {
      const { runMcp } = await import('../../mcp/run-mcp.js');
      const stop = new AbortController();
      const onSignal = () => stop.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      try {
        await runMcp({
          ...mcpOptions(flags),
          stop: stop.signal,
          onListening: (url) => console.log(`grraf mcp: listening on ${url}`),
        });
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    });
}
