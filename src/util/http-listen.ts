/**
 * Listening, for grraf's two HTTP front-ends (the server with its web page, and the MCP
 * endpoint): who may listen where, binding a port with an error that says what to change, and the
 * URL to show. Both used to carry their own copy of each.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GrrafError } from '../errors.js';
import { isLoopback } from './http-access.js';

/**
 * Refuses to listen beyond this machine without an API key: a 'config' error on field 'api-key',
 * whose message ends with `how` to give one (e.g. "pass --api-key <key>").
 */
export function requireKeyBeyondLoopback(host: string, apiKey: string | undefined, how: string): void {
  if (isLoopback(host) || apiKey) return;
  throw new GrrafError('config', `listening on ${host} needs an API key: ${how}`, { field: 'api-key' });
}

/**
 * Binds `server` to host:port and resolves with the port bound (port 0 picks a free one). A port
 * in use, or a host this machine does not have, is a 'config' error on field 'port'.
 */
export function listenOn(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (e: NodeJS.ErrnoException) => {
      const why =
        e.code === 'EADDRINUSE' ? `port ${port} is in use on ${host}; pick another with --port` : e.message;
      reject(new GrrafError('config', `cannot listen on ${host}:${port}: ${why}`, { field: 'port' }));
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The URL clients use: `http://host:port` and `path`, an IPv6 host in brackets. */
export function httpUrl(host: string, port: number, path = ''): string {
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${shown}:${port}${path}`;
}
