/**
 * `grraf serve [--port P] [--host H] [--store URI] [--model M]`: the HTTP API and the web page.
 * Prints where it listens (a JSON line with --json) and stops cleanly on Ctrl-C.
 */
import type { Command } from 'commander';
import { STORE_URI_FORMS } from '../../graph/stores/open-store.js';
import { collect, integerFlag, positiveNumberFlag } from '../flag-values.js';

/** Options of `grraf serve`. */
export interface ServeFlags {
  port?: string;
  host?: string;
  store?: string[];
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  cors?: string[];
  maxUploadMb?: string;
  concurrency?: string;
  json?: boolean;
}

/** The server options the flags describe; bad numbers are 'validation' errors naming the flag. */
export function serveOptions(flags: ServeFlags, env: Record<string, string | undefined> = process.env) {
  const apiKey = flags.apiKey ?? env.GRRAF_SERVER_KEY;
  const limits = {
    ...(flags.maxUploadMb
      ? { maxBodyBytes: Math.round(positiveNumberFlag(flags.maxUploadMb, 'max-upload-mb') * 1024 * 1024) }
      : {}),
    ...(flags.concurrency
      ? { maxConcurrent: Math.round(positiveNumberFlag(flags.concurrency, 'concurrency')) }
      : {}),
  };
  return {
    port: flags.port === undefined ? undefined : port(flags.port),
    ...(flags.host ? { host: flags.host } : {}),
    ...(flags.store?.length ? { stores: flags.store } : {}),
    ...(flags.model ? { model: flags.model } : {}),
    ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(flags.cors?.length ? { corsOrigins: flags.cors } : {}),
    limits,
  };
}

const port = (value: string): number => integerFlag(value, 'port', 0, 65535);

/** Registers `grraf serve`. */
export function register(program: Command): void {
  program
    .command('serve')
    .description('serve the HTTP API and the web page that shows every step of the reasoning')
    .option('-p, --port <port>', 'port (default 7878)')
    .option('--host <host>', 'host to listen on (default 127.0.0.1; any other needs --api-key)')
    .option(
      '-s, --store <uri>',
      `a store that already holds a graph, repeatable: ${STORE_URI_FORMS.slice(1).join(', ')}`,
      collect,
    )
    .option(
      '-m, --model <provider:model-id>',
      'model (default: GRRAF_MODEL, grraf.config.json, API key env; else replays the bundled examples)',
    )
    .option('--base-url <url>', 'OpenAI-compatible server URL')
    .option('--api-key <key>', 'require this key on every API request (or set GRRAF_SERVER_KEY)')
    .option(
      '--cors <origin>',
      'allow this origin to call the API from a browser (repeatable; off by default)',
      collect,
    )
    .option('--max-upload-mb <n>', 'largest request body in MiB (default 10)')
    .option(
      '--concurrency <n>',
      'questions answered at once, each with its own JavaScript isolate (default 8)',
    )
    .option('--json', 'print where the server listens as one JSON line')
    .action(async (flags: ServeFlags) => {
      const { startServer } = await import('../../server/server.js');
      const server = await startServer(serveOptions(flags));
      const model = server.context.model;
      if (flags.json) {
        console.log(
          JSON.stringify({ url: server.url, port: server.port, model, replayOnly: model === null }),
        );
      } else {
        console.log(`grraf serve: listening on ${server.url}`);
        console.log(
          model
            ? `model: ${model}`
            : 'no model configured: the bundled examples replay their recorded answers; configure a model to ask anything else',
        );
      }
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void server.close().then(resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
