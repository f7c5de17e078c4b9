/**
 * Graphs: list the library (examples, stores, uploads), upload one (JSON or a multipart file),
 * read one's schema, its drawable view, and forget an upload. GET /api/stores lists the stores.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { GrrafError } from '../../errors.js';
import type { ServerContext } from '../context.js';
import { errorResponse } from '../http-errors.js';
import { jsonBody, parseBody, uploadSchema } from '../schemas.js';
import { type GraphUpload, type LibraryGraph, uploadName } from '../view/graph-library.js';
import { graphView } from '../view/graph-view.js';

/** A body-size guard answering 413 with the limit. */
export function sizeLimit(ctx: ServerContext) {
  const max = ctx.limits.maxBodyBytes;
  return bodyLimit({
    maxSize: max,
    onError: (c) =>
      errorResponse(
        c,
        413,
        'budget',
        `the request is larger than the server's limit of ${max.toLocaleString('en-US')} bytes`,
      ),
  });
}

/** Parses `upload` off the request thread and adds it to the library. */
export async function addUpload(ctx: ServerContext, upload: GraphUpload): Promise<LibraryGraph> {
  const name = uploadName(upload);
  const { parsed, ...schemas } = await ctx.uploads.parse({ ...upload, name });
  return ctx.library.addParsedUpload(name, parsed, schemas);
}

/** The graph routes. */
export function graphRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get('/graphs', (c) => c.json(ctx.library.list()));
  app.post('/graphs', sizeLimit(ctx), async (c) => {
    const type = c.req.header('content-type') ?? '';
    const upload = type.startsWith('multipart/form-data')
      ? await multipartUpload(c.req.raw)
      : parseBody(uploadSchema, await jsonBody(c.req.raw));
    return c.json(await addUpload(ctx, upload), 201);
  });
  app.get('/graphs/:id', (c) => {
    const id = c.req.param('id');
    return c.json({ ...ctx.library.get(id), ...ctx.library.schema(id) });
  });
  app.get('/graphs/:id/view', async (c) => {
    const data = await ctx.library.drawingData(c.req.param('id'));
    return c.json(graphView(data, { maxNodes: ctx.limits.viewMaxNodes, maxEdges: ctx.limits.viewMaxEdges }));
  });
  app.delete('/graphs/:id', (c) => {
    ctx.library.remove(c.req.param('id'));
    return c.body(null, 204);
  });
  app.get('/stores', (c) =>
    c.json(
      ctx.library
        .list()
        .filter((g) => g.origin === 'store')
        .map((g) => ({ ...g, ...ctx.library.schema(g.id) })),
    ),
  );
  return app;
}

/** The `file` field (and optional `format`) of a multipart upload. */
async function multipartUpload(request: Request) {
  const form = await formBody(request);
  const file = form.get('file');
  if (!(file instanceof File))
    throw new GrrafError('validation', 'the form has no "file" field', { field: 'file' });
  const format = form.get('format');
  return parseBody(uploadSchema, {
    text: await file.text(),
    name: file.name || 'upload',
    ...(typeof format === 'string' && format !== '' ? { format } : {}),
  });
}

/**
 * The request's multipart form. A body the parser cannot read — no boundary in its Content-Type,
 * cut off before its closing boundary, empty — is the client's mistake: a 400 that says so, not a
 * 500 (the body size was checked before: sizeLimit reads the whole body first).
 */
async function formBody(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    throw new GrrafError(
      'validation',
      'the multipart body cannot be read: its Content-Type must name the boundary ' +
        '(multipart/form-data; boundary=…) and the body must end with that boundary',
      { field: 'body', cause: e },
    );
  }
}
