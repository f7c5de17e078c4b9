/**
 * POST /api/ask: a question about a library graph, an inline graph or a graph inside the question,
 * with the fields of MCP's `ask` (schemas.ts).
 * The request is checked first, so bad input gets its HTTP status before anything runs. With
 * `Accept: text/event-stream` the run streams as server-sent events — `run` (the run, with its
 * `queuePosition` when it waits for a slot: 1 starts next), `step` (each trace step as it ends),
 * `end` (the finished run: status, solution or error, highlight) — and closing the stream cancels
 * the question. Otherwise the answer comes as one JSON run.
 */
import { type Context, Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { ServerContext } from '../context.js';
import { EventQueue } from '../event-queue.js';
import { statusFor } from '../http-errors.js';
import { type AskBody, askSchema, jsonBody, parseBody } from '../schemas.js';
import type { GraphUpload } from '../view/graph-library.js';
import type { QuestionRequest, RunEvent, RunRecord, StartedRun } from '../view/question-runs.js';
import { queuePosition } from '../waiting.js';
import { addUpload, sizeLimit } from './graphs.js';

/** The ask route. */
export function askRoutes(ctx: ServerContext): Hono {
  const schema = askSchema(ctx.limits.maxQuestionChars);
  return new Hono().post('/ask', sizeLimit(ctx), async (c) => {
    const body = parseBody(schema, await jsonBody(c.req.raw));
    const upload = body.graph ?? inlineGraph(body);
    const graphId = upload ? (await addUpload(ctx, upload)).id : body.graphId;
    const options = { ...body.options, ...(body.language ? { language: body.language } : {}) };
    const request: QuestionRequest = {
      ...(body.question === undefined ? {} : { question: body.question }),
      ...(graphId === undefined ? {} : { graphId }),
      ...(body.method ? { method: body.method } : {}),
      ...(Object.keys(options).length ? { options } : {}),
      ...(body.hints ? { hints: body.hints } : {}),
    };
    const events = new EventQueue<RunEvent>();
    const started = await ctx.runs.start(request, (e) => events.push(e));
    if ((c.req.header('accept') ?? '').includes('text/event-stream')) return stream(c, ctx, started, events);
    c.req.raw.signal.addEventListener('abort', () => started.cancel(), { once: true });
    const run = await started.done;
    return c.json(run, runStatus(run));
  });
}

/** MCP's graphText (with its format) as the upload it stands for, named as MCP names it in errors. */
function inlineGraph(body: AskBody): GraphUpload | undefined {
  if (body.graphText === undefined) return undefined;
  return { text: body.graphText, name: 'graphText', ...(body.format ? { format: body.format } : {}) };
}

/** The HTTP status of a finished run: 200 when the method ran (answered or not), else its error's. */
export function runStatus(run: RunRecord) {
  if (run.status === 'failed' || run.status === 'cancelled')
    return statusFor(String(run.error?.code ?? run.status));
  if (run.solution?.error?.code === 'model') return statusFor('model');
  return 200;
}

function stream(c: Context, ctx: ServerContext, started: StartedRun, events: EventQueue<RunEvent>) {
  return streamSSE(c, async (sse: SSEStreamingApi) => {
    let open = true;
    sse.onAbort(() => {
      open = false;
      started.cancel();
    });
    const { steps, ...summary } = started.run;
    const position = queuePosition(ctx, summary.id);
    await sse.writeSSE({
      event: 'run',
      data: JSON.stringify(position === undefined ? summary : { ...summary, queuePosition: position }),
    });
    for (;;) {
      const e = await events.next();
      if (!open) break;
      if (e.type === 'step')
        await sse.writeSSE({ event: 'step', data: JSON.stringify(e.step), id: String(e.step.index) });
      else {
        await sse.writeSSE({ event: 'end', data: JSON.stringify(e.run) });
        break;
      }
    }
    await started.done;
  });
}
