/** GET /api/health, /api/methods and /api/languages: what the server is and what it can do. */
import { Hono } from 'hono';
import { languageEntries } from '../../exec/languages.js';
import { methodEntries } from '../../methods/registry.js';
import type { ServerContext } from '../context.js';
import { waitingRuns } from '../waiting.js';

/**
 * What the bundled examples' recordings replay with: they were recorded by `grraf ask` with its
 * default method and language, and a replayed question must ask exactly what was recorded.
 */
export const RECORDED_WITH = { method: 'grraf', language: 'js' } as const;

/** The health check, the method list and the language list. */
export function metaRoutes(ctx: ServerContext): Hono {
  return new Hono()
    .get('/health', (c) =>
      c.json({
        ok: true,
        version: ctx.version,
        model: ctx.model,
        replayOnly: ctx.model === null,
        replays: ctx.model === null ? RECORDED_WITH : null,
        graphs: ctx.library.list().length,
        activeRuns: ctx.runs.active(),
        // Questions past `limits.maxConcurrent` wait for a slot: how many do, now.
        waitingRuns: waitingRuns(ctx).length,
        limits: ctx.limits,
      }),
    )
    .get('/methods', (c) => c.json(methodEntries().map((m) => ({ name: m.name, summary: m.summary }))))
    .get('/languages', (c) => c.json(languageEntries()));
}
