/**
 * What the hostile-program tests set up around an executor: a temporary directory, a TCP server
 * on 127.0.0.1 that counts the connections it receives, and a fake OPENAI_API_KEY in this
 * process's environment. Registers its own beforeAll/afterAll (which also close `executor`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The host around a hostile test; `port` and `connections` are read once the tests run. */
export interface HostileHost {
  readonly dir: string;
  readonly port: number;
  readonly connections: number;
}

export function hostileHost(prefix: string, executor: { close(): Promise<void> }): HostileHost {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let server: Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    server = createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    process.env.OPENAI_API_KEY = 'sk-test-must-not-leak';
  });

  afterAll(async () => {
    await executor.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.OPENAI_API_KEY;
  });

  return {
    dir,
    get port() {
      return port;
    },
    get connections() {
      return connections;
    },
  };
}
