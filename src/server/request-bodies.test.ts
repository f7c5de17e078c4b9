import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
const body = (r: Response): Promise<any> => r.json();

/** A multipart upload of one small edge list, as a browser sends it: its bytes and Content-Type. */
async function multipart(): Promise<{ bytes: string; type: string }> {
  const form = new FormData();
  form.set('file', new File(['0 1\n1 2\n'], 'tiny.edgelist'));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: await request.text(), type: request.headers.get('content-type') ?? '' };
}

/** A body sent in chunks, without a Content-Length. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
      controller.close();
    },
  });
}

describe('grraf serve: request bodies it cannot read', () => {
  let server: RunningServer;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await testServer(undefined, { limits: { maxBodyBytes: 8192 }, log: (m) => logged.push(m) });
  });
  afterAll(() => server.close());
  const upload = (init: RequestInit) => fetch(`${server.url}/api/graphs`, { method: 'POST', ...init });

  it('answers a multipart body without a boundary, cut off, or empty with a 400 that says so', async () => {
    const { bytes, type } = await multipart();
    const cases: [string, string][] = [
      ['multipart/form-data', bytes],
      [type, bytes.slice(0, bytes.length - 20)],
      [type, ''],
    ];
    for (const [contentType, text] of cases) {
      const res = await upload({ headers: { 'content-type': contentType }, body: text });
      expect([res.status, (await body(res)).error]).toEqual([
        400,
        expect.objectContaining({
          code: 'validation',
          field: 'body',
          message: expect.stringMatching(/multipart/),
        }),
      ]);
    }
    const whole = await upload({ headers: { 'content-type': type }, body: bytes });
    expect(whole.status).toBe(201);
    expect(logged).toEqual([]);
  });

  it('still answers a body over the limit with 413, also when it comes in chunks', async () => {
    logged.length = 0;
    const { type } = await multipart();
    const big = `--x\r\n${'0 1\n'.repeat(4000)}`;
    for (const contentType of [type, 'application/json']) {
      const res = await upload({
        headers: { 'content-type': contentType },
        body: chunked(big),
        duplex: 'half',
      } as RequestInit);
      expect([res.status, (await body(res)).error.code]).toEqual([413, 'budget']);
    }
    expect(logged).toEqual([]);
  });
});
