import { afterAll, describe, expect, it } from 'vitest';
import { GrrafError } from '../errors.js';
import { parseGraph } from '../graph/formats/index.js';
import type { RunningServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';
import { UploadParser } from './upload-parser.js';

/** A flat GraphML file of about `bytes`: slow to parse (xmldom, then graphology-graphml), yet valid. */
function flatGraphML(bytes: number): string {
  const parts = ['<?xml version="1.0"?><graphml><graph edgedefault="undirected">'];
  let size = parts[0]!.length;
  for (let i = 0; i < 2000; i++) parts.push(`<node id="n${i}"/>`);
  for (let i = 0; size < bytes; i++) {
    const edge = `<edge source="n${i % 2000}" target="n${(i * 7919 + 1) % 2000}"/>`;
    parts.push(edge);
    size += edge.length;
  }
  parts.push('</graph></graphml>');
  return parts.join('');
}

function errorOf(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return e;
  }
}

describe('UploadParser', () => {
  const parser = new UploadParser({ timeLimitMs: 60_000 });
  afterAll(() => parser.close());

  it('parses on a worker thread what parseGraph parses, schema included', async () => {
    const text = '# directed\n0 1 2\n1 2 3\n';
    const got = await parser.parse({ text, name: 'w.edgelist' });
    const direct = parseGraph(text, { file: 'w.edgelist' });
    expect(got.parsed.graph.edges).toEqual(direct.graph.edges);
    expect(got.parsed.format).toBe('edgelist');
    expect(got.schema.edgeCount).toBe(2);
  });

  it('gives the located error parseGraph gives, as a GrrafError with the same message', async () => {
    for (const [name, text, format] of [
      ['bad.edgelist', '0 1\n1 2 heavy\n', 'edgelist'],
      ['deep.graphml', `<graphml><graph>${'<x>'.repeat(200)}`, undefined],
      ['g.json', '{"nodes": [', 'node-link'],
    ] as const) {
      const direct = errorOf(() => parseGraph(text, { file: name, ...(format ? { format } : {}) }));
      const got = await parser.parse({ text, name, ...(format ? { format } : {}) }).catch((e: unknown) => e);
      expect(got).toBeInstanceOf(GrrafError);
      expect((got as GrrafError).toJSON()).toEqual((direct as GrrafError).toJSON());
    }
  });

  it('stops a parse past its time limit with a budget error, and parses the next upload', async () => {
    const slow = new UploadParser({ timeLimitMs: 200 });
    try {
      const e = await slow
        .parse({ text: flatGraphML(3_000_000), name: 'slow.graphml' })
        .catch((x: unknown) => x);
      expect(e).toMatchObject({ code: 'budget', location: { file: 'slow.graphml' } });
      expect((e as Error).message).toMatch(/took longer than the server allows/);
      const next = await slow.parse({ text: '0 1\n', name: 'next.edgelist' });
      expect(next.parsed.graph.nodes).toHaveLength(2);
    } finally {
      await slow.close();
    }
  });
});

describe('grraf serve while an upload parses', () => {
  let server: RunningServer;
  afterAll(() => server?.close());

  it('keeps answering: /api/health is not held by a slow upload (it was, for the whole parse)', async () => {
    server = await testServer(undefined);
    await fetch(`${server.url}/api/graphs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'warm.edgelist', text: '0 1\n' }),
    });
    const form = new FormData();
    form.set('file', new File([flatGraphML(3_000_000)], 'slow.graphml'));
    let uploading = true;
    const upload = fetch(`${server.url}/api/graphs`, { method: 'POST', body: form }).finally(() => {
      uploading = false;
    });
    let slowest = 0;
    let polls = 0;
    while (uploading) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      slowest = Math.max(slowest, performance.now() - started);
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const res = await upload;
    expect(res.status).toBe(201);
    expect(polls).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(1000);
  });
});
