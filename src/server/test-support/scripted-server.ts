/** Starts grraf's server for a test on 127.0.0.1:0 with a given model runtime, or with no model. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlmRuntime } from '../../llm/index.js';
import { type RunningServer, type ServeOptions, startServer } from '../server.js';

/** A stand-in page folder, so tests of the API need no build. */
export function stubWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grraf-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>grraf test page</title>');
  return dir;
}

/** The server; `runtime` undefined means no model configured (the examples replay). */
export function testServer(
  runtime: LlmRuntime | undefined,
  options: ServeOptions = {},
): Promise<RunningServer> {
  return startServer({
    port: 0,
    webDir: stubWebDir(),
    environment: { env: {} },
    log: () => undefined,
    ...(runtime ? { runtime } : {}),
    ...options,
  });
}
