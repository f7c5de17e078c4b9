/**
 * The web page: the files `npm run build` bundles into dist/web (from web/), served as they are;
 * any other path that is not the API gets the page, so a reload keeps working.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Where the built page lives (the same relative place from src/server and dist/server). */
export const WEB_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>grraf</title><p>The grraf web page is not built. ' +
  'Run <code>npm run build</code> and start <code>grraf serve</code> again. The API is at <code>/api</code>.</p>';

/** Serves the page from `dir` on every path outside /api. */
export function mountWebPage(app: Hono, dir: string = WEB_DIR): void {
  const index = join(dir, 'index.html');
  if (existsSync(dir)) app.use('/assets/*', serveStatic({ root: dir }));
  // Read once it exists, not on every request.
  let page: string | undefined;
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    page ??= existsSync(index) ? readFileSync(index, 'utf8') : undefined;
    return page === undefined ? c.html(NOT_BUILT, 503) : c.html(page);
  });
}
