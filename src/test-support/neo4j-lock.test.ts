import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, type LockServer, startLockServer } from './neo4j-lock.js';

describe('the Neo4j lock across test files', () => {
  let server: LockServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('grants one holder at a time, in order of arrival', async () => {
    server = await startLockServer();
    const order: string[] = [];
    const releaseA = await acquireLock(server.port);
    const b = acquireLock(server.port).then((release) => {
      order.push('b');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const c = acquireLock(server.port).then((release) => {
      order.push('c');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    await releaseA();
    const releaseB = await b;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['b']);
    await releaseB();
    await (await c)();
    expect(order).toEqual(['b', 'c']);
  });

  it('frees the lock when its holder dies without releasing it', async () => {
    server = await startLockServer();
    const holder = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => holder.once('data', resolve));
    const next = acquireLock(server.port);
    holder.destroy();
    const release = await next;
    await release();
  });
});
