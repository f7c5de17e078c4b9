/**
 * Past and running questions: GET /api/runs (newest first), GET /api/runs/:id (steps, solution,
 * highlight), GET /api/runs/:id/view (the graph drawn with the answer's nodes kept when sampling),
 * POST /api/runs/:id/cancel.
 */
import { Hono } from 'hono';
import { GrrafError } from '../../errors.js';
import type { ServerContext } from '../context.js';
import { graphView } from '../view/graph-view.js';

/** The run routes. */
export function runRoutes(ctx: ServerContext): Hono {
  return new Hono()
    .get('/runs', (c) => c.json(ctx.runs.list()))
    .get('/runs/:id', (c) => c.json(ctx.runs.get(c.req.param('id'))))
    .post('/runs/:id/cancel', (c) => c.json(ctx.runs.cancel(c.req.param('id'))))
    .get('/runs/:id/view', async (c) => {
      const run = ctx.runs.get(c.req.param('id'));
      if (run.graphId === undefined) {
        throw new GrrafError(
          'not-found',
          `the run "${run.id}" has no library graph to draw (its graph was inside the question)`,
        );
      }
      const data = await ctx.library.drawingData(run.graphId);
      const keep = [...(run.highlight?.nodes ?? []), ...(run.highlight?.walk ?? [])];
      const view = graphView(data, {
        maxNodes: ctx.limits.viewMaxNodes,
        maxEdges: ctx.limits.viewMaxEdges,
        keep,
      });
      return c.json({ view, highlight: run.highlight ?? null });
    });
}
