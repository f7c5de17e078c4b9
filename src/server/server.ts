/**
 * Starts `grraf serve`: the model (or, without one, replays of the bundled examples), the graph
 * library with the examples and the stores named at start, the executor pool, the runs, and the
 * HTTP server on host:port. Refuses to listen beyond this machine without an API key.
 */
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { AskEnvironment } from '../app/ask.js';
import { listExamples } from '../app/examples.js';
import { askModel } from '../app/model.js';
import { ExecutorPool } from '../exec/executor-pool.js';
import { isNoModelError, type LlmRuntime } from '../llm/index.js';
import { httpUrl, listenOn, requireKeyBeyondLoopback } from '../util/http-listen.js';
import { VERSION } from '../version.js';
import { type AppOptions, createApp } from './app.js';
import { isLoopback } from './auth.js';
import type { ServerContext } from './context.js';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './limits.js';
import { UploadParser } from './upload-parser.js';
import { GraphLibrary } from './view/graph-library.js';
import { QuestionRuns } from './view/question-runs.js';

/** How to start. */
export interface ServeOptions extends AppOptions {
  /** Port (default 7878; 0 picks a free one). */
  port?: number;
  /** Host (default 127.0.0.1). Anything else needs an API key. */
  host?: string;
  /** Persistent stores that already hold graphs (embedded:<dir>, neo4j://…). */
  stores?: string[];
  /** The model spec; default: GRRAF_MODEL, grraf.config.json, an API key variable, else replays. */
  model?: string;
  baseUrl?: string;
  /** A ready runtime (tests' scripted models); skips model resolution. */
  runtime?: LlmRuntime;
  limits?: Partial<ServerLimits>;
  /**
   * JavaScript isolates shared by the questions; default one per question answered at once
   * (limits.maxConcurrent, `--concurrency`), so no question waits for another's program.
   */
  jsIsolates?: number;
  environment?: AskEnvironment;
  log?: (message: string) => void;
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  context: ServerContext;
  /** Cancels the runs, closes connections, executors and stores. */
  close(): Promise<void>;
}

/** The default port. */
export const DEFAULT_PORT = 7878;

/** Starts the server; configuration problems are GrrafErrors ('config'). */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  requireKeyBeyondLoopback(host, options.apiKey, 'pass --api-key <key> or set GRRAF_SERVER_KEY');
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const runtime = options.runtime ?? (await configuredModel(options));
  const library = new GraphLibrary({ maxUploads: limits.maxUploads });
  const executors = new ExecutorPool({ jsIsolates: options.jsIsolates ?? limits.maxConcurrent });
  try {
    for (const e of listExamples(options.environment?.examplesDir)) await library.addExample(e);
    for (const uri of options.stores ?? []) await library.addStore(uri);
  } catch (e) {
    await library.close();
    throw e;
  }
  const runs = new QuestionRuns({
    library,
    executors,
    ...(runtime ? { runtime } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    maxConcurrent: limits.maxConcurrent,
    maxWaiting: limits.maxWaiting,
    maxKept: limits.maxRunsKept,
  });
  const uploads = new UploadParser();
  const context: ServerContext = {
    library,
    runs,
    executors,
    uploads,
    model: runtime?.label ?? null,
    limits,
    version: VERSION,
    log: options.log ?? ((m) => process.stderr.write(`${m}\n`)),
  };
  const app = createApp(context, { ...options, thisMachineOnly: isLoopback(host) });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
  const port = await listenOn(server, options.port ?? DEFAULT_PORT, host);
  return {
    url: httpUrl(host, port),
    port,
    context,
    close: async () => {
      await runs.close();
      await uploads.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await executors.close();
      await library.close();
    },
  };
}

/** The configured model, or undefined when none is (the server then replays the examples). */
async function configuredModel(options: ServeOptions): Promise<LlmRuntime | undefined> {
  try {
    const env = options.environment ?? {};
    const { runtime } = await askModel({
      ...(options.model ? { model: options.model } : {}),
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(env.env ? { env: env.env } : {}),
      ...(env.cwd ? { cwd: env.cwd } : {}),
    });
    return runtime;
  } catch (e) {
    if (!options.model && isNoModelError(e)) return undefined;
    throw e;
  }
}
