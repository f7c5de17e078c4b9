/**
 * What the hostile-program tests set up around an executor: a temporary directory holding a
 * canary file, a TCP server on 127.0.0.1, a unix-socket server in that directory and one on an
 * abstract address (each counts the connections and bytes it receives), and a fake
 * OPENAI_API_KEY in this process's environment. Registers its own beforeAll/afterAll (which also
 * close `executor`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The host around a hostile test; ports and counters are read once the tests run. */
export interface HostileHost {
  readonly dir: string;
  /** A file holding CANARY, readable by this process. */
  readonly canaryPath: string;
  readonly port: number;
  /** A unix socket in `dir`, and an abstract one (Linux; the name without its leading NUL). */
  readonly unixPath: string;
  readonly abstractName: string;
  /** Connections to any of the three servers, and bytes they received. */
  readonly connections: number;
  readonly bytesReceived: number;
}

/** The canary file's content: it must never reach a server. */
export const CANARY = 'grraf-canary-7f3a9c';

export function hostileHost(prefix: string, executor: { close(): Promise<void> }): HostileHost {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const canaryPath = join(dir, 'canary.txt');
  const unixPath = join(dir, 'grraf.sock');
  const abstractName = `grraf-test-${process.pid}-${prefix}`;
  const servers: Server[] = [];
  let port = 0;
  let connections = 0;
  let bytesReceived = 0;

  const listen = async (address: string | number) => {
    const server = createServer((s) => {
      connections++;
      s.on('data', (b: Buffer) => {
        bytesReceived += b.length;
      });
      s.on('error', () => undefined);
      setTimeout(() => s.destroy(), 200);
    });
    servers.push(server);
    await new Promise<void>((resolve) =>
      typeof address === 'number'
        ? server.listen(address, '127.0.0.1', resolve)
        : server.listen(address, resolve),
    );
    return server;
  };

  beforeAll(async () => {
    writeFileSync(canaryPath, CANARY);
    const tcp = await listen(0);
    port = (tcp.address() as { port: number }).port;
    await listen(unixPath);
    if (process.platform === 'linux') await listen(`\0${abstractName}`);
    process.env.OPENAI_API_KEY = 'sk-test-must-not-leak';
  });

  afterAll(async () => {
    await executor.close();
    for (const s of servers) s.close();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.OPENAI_API_KEY;
  });

  return {
    dir,
    canaryPath,
    unixPath,
    abstractName,
    get port() {
      return port;
    },
    get connections() {
      return connections;
    },
    get bytesReceived() {
      return bytesReceived;
    },
  };
}
