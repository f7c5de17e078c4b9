/**
 * GET /api/openapi.json (issue 27 §3): an OpenAPI 3.1 document generated from the zod schemas,
 * naming every /api route the app serves with its request and response schemas, whose schemas
 * are valid JSON Schema (checked with Ajv's 2020-12 dialect, the one OpenAPI 3.1 uses) and
 * accept what the server really answers.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { scriptedModel } from '../llm/test-support/index.js';
import { leanCompile, PHRASE } from '../methods/grraf/test-support/scripted-replies.js';
import { createApp } from './app.js';
import { openApiDocument } from './routes/openapi.js';
import type { RunningServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';

const ROADS = readFileSync(`${EXAMPLES_DIR}road-network/roads.edgelist`, 'utf8');

interface Operation {
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let server: RunningServer;
let doc: Document;
beforeAll(async () => {
  const model = scriptedModel([
    leanCompile("answer = shortestPath(G, '0', '19');", { answerFormat: 'a list', repeat: true }),
    { match: PHRASE, text: 'Here it is.', repeat: true },
  ]);
  server = await testServer(createLlmRuntime({ model, limits: { maxRetries: 0 } }));
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => server.close());

const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api${path}`, init);
const post = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The JSON Schema validator over the document's schemas, its `$ref`s resolved to its components. */
function validator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const base = 'https://grraf.invalid/components/';
  const text = JSON.stringify(document).replaceAll('#/components/schemas/', base);
  const linked = JSON.parse(text) as Document;
  for (const [name, schema] of Object.entries(linked.components.schemas)) {
    ajv.addSchema(schema as object, `${base}${name}`);
  }
  return (path: string, method: string, status: number, value: unknown) => {
    const schema =
      linked.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
    if (schema === undefined) throw new Error(`no schema for ${method} ${path} ${status}`);
    const validate = ajv.compile(schema as object);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names every /api route the app serves, with its schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = createApp(server.context)
      .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => [r.method.toLowerCase(), r.path.replace(/:(\w+)/g, '{$1}')] as const);
    expect(served.length).toBeGreaterThanOrEqual(14);
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => [method, path] as const),
    );
    expect(new Set(described.map((d) => d.join(' ')))).toEqual(new Set(served.map((s) => s.join(' '))));
    for (const [method, path] of served) {
      const op = doc.paths[path]![method]!;
      if (method === 'post' && !path.endsWith('/cancel')) {
        expect(op.requestBody?.content['application/json']?.schema, `${method} ${path}`).toBeDefined();
      }
      const ok = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(ok.length, `${method} ${path}`).toBe(1);
      const [status, response] = ok[0]!;
      if (status !== '204')
        expect(response.content?.['application/json']?.schema, `${method} ${path}`).toBeDefined();
    }
  });

  it('holds schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    const text = JSON.stringify(doc).replaceAll('#/components/schemas/', 'https://grraf.invalid/c/');
    const linked = JSON.parse(text) as Document;
    for (const [name, schema] of Object.entries(linked.components.schemas)) {
      ajv.addSchema(schema as object, `https://grraf.invalid/c/${name}`);
    }
    for (const name of Object.keys(linked.components.schemas)) {
      expect(() => ajv.getSchema(`https://grraf.invalid/c/${name}`), name).not.toThrow();
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Health', 'LibraryGraph', 'GraphSchema', 'Run', 'GraphView']),
    );
  });

  it('describes what the server really answers, route by route', async () => {
    const check = validator(doc);
    const expectValid = async (path: string, method: string, res: Response, status: number) => {
      expect(res.status, `${method} ${path}`).toBe(status);
      const problems = check(path, method, status, await res.json());
      expect(problems, `${method} ${path}`).toEqual([]);
    };
    await expectValid('/api/health', 'get', await api('/health'), 200);
    await expectValid('/api/methods', 'get', await api('/methods'), 200);
    await expectValid('/api/languages', 'get', await api('/languages'), 200);
    await expectValid('/api/graphs', 'get', await api('/graphs'), 200);
    await expectValid('/api/stores', 'get', await api('/stores'), 200);
    const id = encodeURIComponent('example:road-network');
    await expectValid('/api/graphs/{id}', 'get', await api(`/graphs/${id}`), 200);
    await expectValid('/api/graphs/{id}/view', 'get', await api(`/graphs/${id}/view`), 200);
    const uploaded = await post('/graphs', { text: '0 1\n1 2\n', name: 'tiny.edgelist' });
    const upload = (await uploaded.clone().json()) as { id: string };
    await expectValid('/api/graphs', 'post', uploaded, 201);
    const asked = await post('/ask', {
      question: 'Shortest path from 0 to 19?',
      graphId: 'example:road-network',
    });
    const run = (await asked.clone().json()) as { id: string };
    await expectValid('/api/ask', 'post', asked, 200);
    await expectValid('/api/runs', 'get', await api('/runs'), 200);
    await expectValid('/api/runs/{id}', 'get', await api(`/runs/${run.id}`), 200);
    await expectValid('/api/runs/{id}/view', 'get', await api(`/runs/${run.id}/view`), 200);
    await expectValid(
      '/api/runs/{id}/cancel',
      'post',
      await api(`/runs/${run.id}/cancel`, { method: 'POST' }),
      200,
    );
    await expectValid('/api/ask', 'post', await post('/ask', { question: 'q', graphId: 'nope' }), 404);
    await expectValid('/api/ask', 'post', await post('/ask', { question: 1 }), 400);
    expect((await api(`/graphs/${encodeURIComponent(upload.id)}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('the document of a server with an API key', () => {
  it('says every route but the health check needs the key, as a bearer token or X-API-Key', () => {
    const keyed = openApiDocument(server.context, { apiKey: true }) as unknown as Document & {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    for (const [path, ops] of Object.entries(keyed.paths)) {
      for (const op of Object.values(ops)) {
        expect(op.security, path).toEqual(
          path === '/api/health' ? undefined : [{ bearer: [] }, { apiKey: [] }],
        );
      }
    }
    expect(keyed.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(JSON.stringify(doc)).not.toContain('securitySchemes');
  });
});

describe("/api/ask takes MCP ask's field names", () => {
  // Issue 27 §3: `graphText` got 400 "Unrecognized key".
  it('answers over graphText (with format), as MCP does', async () => {
    const res = await post('/ask', {
      question: 'Shortest path from 0 to 19?',
      graphText: ROADS,
      format: 'edgelist',
      trace: true,
    });
    const run = (await res.json()) as { status: string; graphId: string; solution: { answer: unknown } };
    expect([res.status, run.status]).toEqual([200, 'answered']);
    expect(run.solution.answer).toEqual(expect.arrayContaining(['0', '19']));
    const graph = (await (await api(`/graphs/${encodeURIComponent(run.graphId)}`)).json()) as Record<
      string,
      unknown
    >;
    expect(graph).toMatchObject({ name: 'graphText', origin: 'upload', format: 'edgelist' });
  });

  it('refuses graphFile, two graphs, and a format without graphText, naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ graphFile: 'roads.edgelist' }, 'graphFile', /reads no graph files.*graphText.*graphId/],
      [{ graphText: ROADS, graphId: 'example:road-network' }, 'graph', /one of graphId, graph and graphText/],
      [{ graphText: ROADS, graph: { text: ROADS } }, 'graph', /one of graphId, graph and graphText/],
      [{ format: 'edgelist', graphId: 'example:road-network' }, 'format', /format describes graphText/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post('/ask', { question: 'Shortest path from 0 to 19?', ...fields });
      const { error } = (await res.json()) as { error: { code: string; field: string; message: string } };
      expect([res.status, error.code, error.field], JSON.stringify(fields)).toEqual([
        400,
        'validation',
        field,
      ]);
      expect(error.message).toMatch(message);
    }
  });
});
