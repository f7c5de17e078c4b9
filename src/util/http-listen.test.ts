import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { GrrafError } from '../errors.js';
import { httpUrl, listenOn, requireKeyBeyondLoopback } from './http-listen.js';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function server(): Server {
  const s = createServer((_req, res) => res.end('ok'));
  open.push(s);
  return s;
}

describe('requireKeyBeyondLoopback', () => {
  it('lets loopback hosts listen without a key', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(() => requireKeyBeyondLoopback(host, undefined, 'pass --api-key <key>')).not.toThrow();
    }
  });

  it('refuses any other host without a key, naming the field and how to give one', () => {
    const error = (() => {
      try {
        requireKeyBeyondLoopback('0.0.0.0', '', 'pass --api-key <key>');
      } catch (e) {
        return e;
      }
    })() as GrrafError;
    expect(error).toBeInstanceOf(GrrafError);
    expect(error.code).toBe('config');
    expect(error.location.field).toBe('api-key');
    expect(error.message).toMatch(/listening on 0\.0\.0\.0 needs an API key: pass --api-key <key>$/);
    expect(() => requireKeyBeyondLoopback('0.0.0.0', 'secret', 'x')).not.toThrow();
  });
});

describe('listenOn', () => {
  it('resolves with the port bound when asked for any free port', async () => {
    const port = await listenOn(server(), 0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
    const reply = await fetch(httpUrl('127.0.0.1', port, '/'));
    expect(await reply.text()).toBe('ok');
  });

  it('says which port is in use and how to pick another', async () => {
    const port = await listenOn(server(), 0, '127.0.0.1');
    const second = server();
    const refused = await listenOn(second, port, '127.0.0.1').catch((e: unknown) => e as GrrafError);
    expect(refused).toBeInstanceOf(GrrafError);
    expect((refused as GrrafError).location.field).toBe('port');
    expect((refused as GrrafError).message).toMatch(
      `cannot listen on 127.0.0.1:${port}: port ${port} is in use on 127.0.0.1; pick another with --port`,
    );
    // The failed server is left as it was: it can still listen elsewhere.
    expect(await listenOn(second, 0, '127.0.0.1')).toBeGreaterThan(0);
  });
});

describe('httpUrl', () => {
  it('puts an IPv6 host in brackets, once', () => {
    expect(httpUrl('::1', 7879, '/mcp')).toBe('http://[::1]:7879/mcp');
    expect(httpUrl('[::1]', 80)).toBe('http://[::1]:80');
    expect(httpUrl('127.0.0.1', 7878)).toBe('http://127.0.0.1:7878');
  });
});
