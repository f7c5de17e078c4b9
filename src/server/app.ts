/**
 * The HTTP API and the page, as a Hono app over one ServerContext. The routes only validate,
 * call the application layer and send its results; GET /api/openapi.json describes them.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requireApiKey, requireThisMachine } from './auth.js';
import type { ServerContext } from './context.js';
import { errorResponse, onError } from './http-errors.js';
import { askRoutes } from './routes/ask.js';
import { graphRoutes } from './routes/graphs.js';
import { metaRoutes } from './routes/meta.js';
import { openApiRoutes } from './routes/openapi.js';
import { runRoutes } from './routes/runs.js';
import { mountWebPage } from './web-page.js';

/** How the app is exposed. */
export interface AppOptions {
  /** Every /api request but /api/health must carry this key. */
  apiKey?: string;
  /** Origins allowed to call the API from other sites (CORS is off when absent). */
  corsOrigins?: string[];
  /** The built page's folder (default dist/web). */
  webDir?: string;
  /** Refuse requests whose Host or Origin is not this machine (set when listening on loopback). */
  thisMachineOnly?: boolean;
}

/** The app. */
export function createApp(ctx: ServerContext, options: AppOptions = {}): Hono {
  const app = new Hono();
  app.onError(onError(ctx.log));
  if (options.thisMachineOnly) app.use('*', requireThisMachine(options.corsOrigins));
  if (options.corsOrigins?.length) app.use('/api/*', cors({ origin: options.corsOrigins }));
  if (options.apiKey) app.use('/api/*', requireApiKey(options.apiKey));
  const api = new Hono();
  for (const routes of [metaRoutes, graphRoutes, askRoutes, runRoutes]) api.route('/', routes(ctx));
  api.route('/', openApiRoutes(ctx, { apiKey: options.apiKey !== undefined }));
  api.all('*', (c) => errorResponse(c, 404, 'not-found', `no API route ${c.req.method} ${c.req.path}`));
  app.route('/api', api);
  mountWebPage(app, options.webDir);
  return app;
}
