/**
 * GET /api/openapi.json: the HTTP API as an OpenAPI 3.1 document, generated from the zod schemas
 * the routes validate requests with (schemas.ts) and the ones describing their answers
 * (response-schemas.ts), by @hono/zod-openapi. The routes stay plain Hono handlers (their own
 * body-size guard, multipart uploads, server-sent events, errors), so each is described here
 * beside its path; a test checks that every /api route the app serves is in the document.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { askSchema, uploadSchema } from '../schemas.js';
import {
  errorResponse,
  graphDetail,
  graphsResponse,
  graphView,
  healthResponse,
  languagesResponse,
  libraryGraph,
  methodsResponse,
  runRecord,
  runsResponse,
  runViewResponse,
  storesResponse,
} from './response-schemas.js';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const problem = (description: string) => json(errorResponse, description);

/** The error answers most routes may give. */
const errors = {
  400: problem('The request is malformed; the error names the field.'),
  401: problem('An API key is required (when the server has one) and was missing or wrong.'),
  403: problem('The Host or Origin is not this machine (a server on loopback).'),
} as const;

const idParam = (what: string) => z.object({ id: z.string().min(1).describe(what) });

/** Every route of /api, as the document describes it. */
function routes(ctx: ServerContext): RouteConfig[] {
  const graphId = idParam('The graph id, e.g. example:road-network.');
  const runId = idParam('The run id.');
  const ask = askSchema(ctx.limits.maxQuestionChars);
  const sse =
    'With Accept: text/event-stream, the run as server-sent events: `run` (the run, with its ' +
    '`queuePosition` while it waits for a slot), `step` (each trace step as it ends), `end` (the ' +
    'finished run). Closing the stream cancels the question.';
  return [
    createRoute({
      method: 'get',
      path: '/api/health',
      summary: 'What the server is and does now (needs no API key)',
      responses: { 200: json(healthResponse, 'The server, its model and its limits.') },
    }),
    createRoute({
      method: 'get',
      path: '/api/methods',
      summary: 'The methods a question may be answered with',
      responses: { 200: json(methodsResponse, 'The methods, by name.'), ...errors },
    }),
    createRoute({
      method: 'get',
      path: '/api/languages',
      summary: 'The languages a program may be written in',
      responses: { 200: json(languagesResponse, 'The languages, by name, the default first.'), ...errors },
    }),
    createRoute({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This document',
      responses: {
        200: {
          description: 'The OpenAPI 3.1 document of /api.',
          content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
        },
        ...errors,
      },
    }),
    createRoute({
      method: 'get',
      path: '/api/graphs',
      summary: 'The graph library: bundled examples, stores, uploads',
      responses: { 200: json(graphsResponse, 'Every graph of the library.'), ...errors },
    }),
    createRoute({
      method: 'post',
      path: '/api/graphs',
      summary: 'Upload a graph, as JSON or as a multipart file',
      request: {
        body: {
          required: true,
          content: {
            'application/json': { schema: uploadSchema },
            'multipart/form-data': {
              schema: z.object({
                file: z.string().describe('The graph file (binary).'),
                format: uploadSchema.shape.format,
              }),
            },
          },
        },
      },
      responses: {
        201: json(libraryGraph, 'The graph, added to the library.'),
        ...errors,
        413: problem("The body is larger than the server's limit."),
      },
    }),
    createRoute({
      method: 'get',
      path: '/api/graphs/{id}',
      summary: 'A library graph with its schema',
      request: { params: graphId },
      responses: {
        200: json(graphDetail, 'The graph and its schema.'),
        ...errors,
        404: problem('No such graph.'),
      },
    }),
    createRoute({
      method: 'get',
      path: '/api/graphs/{id}/view',
      summary: 'The graph as a page draws it (sampled when large)',
      request: { params: graphId },
      responses: { 200: json(graphView, 'The drawable graph.'), ...errors, 404: problem('No such graph.') },
    }),
    createRoute({
      method: 'delete',
      path: '/api/graphs/{id}',
      summary: 'Forget an upload',
      request: { params: graphId },
      responses: { 204: { description: 'Forgotten.' }, ...errors, 404: problem('No such graph.') },
    }),
    createRoute({
      method: 'get',
      path: '/api/stores',
      summary: 'The stores of the library, with their schemas',
      responses: { 200: json(storesResponse, 'Every store graph.'), ...errors },
    }),
    createRoute({
      method: 'post',
      path: '/api/ask',
      summary: "Ask a question (the same fields as MCP's ask)",
      description: `Without Accept: text/event-stream, the finished run as JSON. ${sse}`,
      request: { body: { required: true, content: { 'application/json': { schema: ask } } } },
      responses: {
        200: {
          description: 'The finished run (answered, or could-not-compute with the reason).',
          content: {
            'application/json': { schema: runRecord },
            'text/event-stream': { schema: z.string().describe(sse) },
          },
        },
        ...errors,
        404: problem('No such graph.'),
        413: problem("The body is larger than the server's limit."),
        502: problem('The model failed.'),
        503: problem('Too many questions wait, or no model is configured and the question has no recording.'),
      },
    }),
    createRoute({
      method: 'get',
      path: '/api/runs',
      summary: 'Past and running questions, newest first',
      responses: { 200: json(runsResponse, 'The runs, without their steps.'), ...errors },
    }),
    createRoute({
      method: 'get',
      path: '/api/runs/{id}',
      summary: 'A run with its steps, solution and highlight',
      request: { params: runId },
      responses: { 200: json(runRecord, 'The run.'), ...errors, 404: problem('No such run.') },
    }),
    createRoute({
      method: 'get',
      path: '/api/runs/{id}/view',
      summary: "The run's graph as a page draws it, with the answer's nodes kept",
      request: { params: runId },
      responses: {
        200: json(runViewResponse, 'The drawable graph and the highlight.'),
        ...errors,
        404: problem('No such run, or its graph was inside the question.'),
      },
    }),
    createRoute({
      method: 'post',
      path: '/api/runs/{id}/cancel',
      summary: 'Cancel a run',
      request: { params: runId },
      responses: { 200: json(runRecord, 'The run, as it is now.'), ...errors, 404: problem('No such run.') },
    }),
  ];
}

/** The document for the API of `ctx` (its limits show in the request schemas). */
export function openApiDocument(ctx: ServerContext, options: { apiKey?: boolean } = {}) {
  const doc = new OpenAPIHono();
  for (const route of routes(ctx)) {
    const secured = options.apiKey && route.path !== '/api/health';
    doc.openAPIRegistry.registerPath(
      secured ? { ...route, security: [{ bearer: [] }, { apiKey: [] }] } : route,
    );
  }
  if (options.apiKey) {
    doc.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
    doc.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
  }
  return doc.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'grraf HTTP API',
      version: ctx.version,
      description:
        'Questions about graphs answered by a model that writes a program over the graph (grraf serve).',
    },
  });
}

/** The route serving the document (built once: it depends only on the server's settings). */
export function openApiRoutes(ctx: ServerContext, options: { apiKey?: boolean } = {}): Hono {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono().get('/openapi.json', (c) => {
    document ??= openApiDocument(ctx, options);
    return c.json(document);
  });
}
