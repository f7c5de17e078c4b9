/**
 * A mutex across vitest's worker processes for the one Neo4j database they share (Community has
 * one user database, and each test replaces its graph). The global setup serves it on a loopback
 * port; a test file holds it by keeping a connection open, and the next waiting connection is
 * granted when that one closes. A worker that dies closes its socket, so a crashed holder never
 * blocks the others. Written by hand because no dependency of the project offers a cross-process
 * lock that frees itself when its holder dies (lock files need staleness guesses).
 */
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

const GRANT = 'granted\n';

/** The lock's server, in the process that owns the database. */
export interface LockServer {
  port: number;
  close(): Promise<void>;
}

export async function startLockServer(): Promise<LockServer> {
  const queue: Socket[] = [];
  const sockets = new Set<Socket>();
  const grantHead = () => queue[0]?.write(GRANT);
  const server = createServer((socket) => {
    sockets.add(socket);
    queue.push(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const i = queue.indexOf(socket);
      if (i < 0) return;
      queue.splice(i, 1);
      if (i === 0) grantHead();
    });
    if (queue.length === 1) grantHead();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('lock server has no TCP port');
  return {
    port: address.port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits for the lock; the returned function releases it. */
export async function acquireLock(port: number): Promise<() => Promise<void>> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes(GRANT)) resolve();
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the Neo4j lock server closed before granting the lock')));
  });
  return async () => {
    if (socket.destroyed) return;
    const closed = once(socket, 'close');
    socket.end();
    await closed;
  };
}
