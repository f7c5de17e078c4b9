/**
 * What the API answers, as zod schemas for its OpenAPI document (openapi.ts). The routes send the
 * application layer's objects as they are; these describe them: every field a client may rely on,
 * and objects open to more (a step's or a solution's kind-specific fields, fields added later).
 * The server tests validate real responses against the document, so a field renamed in the code
 * and not here fails there.
 */
import { z } from 'zod';
import { formatNames } from '../../graph/formats/index.js';

const count = z.number().int().min(0);
const propertyValue = z.unknown().describe('A property value: string, number, boolean, null or a list.');
const properties = z.record(z.string(), propertyValue);

/** An error: its code, and the message with where it happened. */
export const errorResponse = z
  .object({
    error: z.looseObject({
      code: z.string().describe('validation, parse, not-found, forbidden, budget, config, model, timeout, …'),
      message: z.string(),
      file: z.string().optional(),
      line: z.number().int().optional(),
      column: z.number().int().optional(),
      field: z.string().optional().describe('The request field (or flag) at fault.'),
    }),
  })
  .meta({ id: 'Error' });

const limits = z.looseObject({
  maxBodyBytes: count,
  maxQuestionChars: count,
  maxConcurrent: count,
  maxWaiting: count,
  maxUploads: count,
  maxRunsKept: count,
  viewMaxNodes: count,
  viewMaxEdges: count,
});

export const healthResponse = z
  .looseObject({
    ok: z.literal(true),
    version: z.string(),
    model: z.string().nullable().describe('The configured model; null when only recorded examples replay.'),
    replayOnly: z.boolean(),
    replays: z
      .object({ method: z.string(), language: z.string() })
      .nullable()
      .describe('What the recordings replay with, when replaying only.'),
    graphs: count,
    activeRuns: count,
    waitingRuns: count.describe('Questions waiting for a slot.'),
    limits,
  })
  .meta({ id: 'Health' });

export const methodsResponse = z
  .array(z.object({ name: z.string(), summary: z.string() }))
  .meta({ id: 'Methods' });

export const languagesResponse = z
  .array(z.object({ name: z.string(), displayName: z.string() }))
  .meta({ id: 'Languages' });

const propertySummary = z.looseObject({
  key: z.string(),
  types: z.array(z.string()),
  count,
  examples: z.array(propertyValue),
});

export const graphSchema = z
  .looseObject({
    directed: z.boolean(),
    weighted: z.boolean(),
    nodeWeighted: z.boolean(),
    multi: z.boolean(),
    nodeCount: count,
    edgeCount: count,
    selfLoops: count,
    idType: z.enum(['integer', 'string', 'mixed', 'none']),
    idExamples: z.array(z.union([z.string(), z.number()])),
    weightRange: z.object({ min: z.number(), max: z.number() }).optional(),
    nodeLabels: z.array(z.looseObject({ label: z.string(), count, properties: z.array(propertySummary) })),
    relationshipTypes: z.array(
      z.looseObject({
        type: z.string(),
        count,
        properties: z.array(propertySummary),
        endpoints: z.array(z.object({ from: z.string(), to: z.string() })),
      }),
    ),
  })
  .meta({ id: 'GraphSchema' });

export const libraryGraph = z
  .looseObject({
    id: z.string().describe('example:<name>, upload:<n> or store:<n>.'),
    name: z.string(),
    origin: z.enum(['example', 'upload', 'store']),
    format: z.string().describe(`The parser's format (${formatNames().join(', ')}) or the store kind.`),
    counts: z.looseObject({
      nodes: count,
      edges: count,
      directed: z.boolean(),
      weighted: z.boolean(),
      nodeWeighted: z.boolean(),
      multi: z.boolean(),
      labels: z.array(z.object({ label: z.string(), count })),
      relationshipTypes: z.array(z.object({ type: z.string(), count })),
    }),
    question: z.string().optional().describe('The question the graph file carries (GraphInstruct, GTools).'),
    warnings: z.object({
      count,
      first: z.array(
        z.object({
          message: z.string(),
          line: z.number().int().optional(),
          column: z.number().int().optional(),
        }),
      ),
    }),
    example: z
      .looseObject({
        name: z.string(),
        title: z.string(),
        description: z.string(),
        questions: z.array(
          z.union([z.object({ text: z.string() }), z.object({ fromFile: z.literal(true) })]),
        ),
        recorded: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: 'LibraryGraph' });

export const graphsResponse = z.array(libraryGraph).meta({ id: 'LibraryGraphs' });

/** A library graph with its schema (and the second graph's, for a two-graph question). */
export const graphDetail = z
  .looseObject({ ...libraryGraph.shape, schema: graphSchema, schemaPrime: graphSchema.optional() })
  .meta({ id: 'GraphDetail' });

export const storesResponse = z.array(graphDetail).meta({ id: 'Stores' });

export const graphView = z
  .looseObject({
    directed: z.boolean(),
    weighted: z.boolean(),
    nodes: z.array(
      z.looseObject({
        key: z.string(),
        label: z.string().describe('A name to show: the name or label property, else the id.'),
        labels: z.array(z.string()).optional(),
        properties: properties.optional(),
        weight: z.number().optional(),
        row: z.number().int().optional(),
        col: z.number().int().optional(),
      }),
    ),
    edges: z.array(
      z.looseObject({
        source: z.string(),
        target: z.string(),
        weight: z.number().optional(),
        type: z.string().optional(),
        properties: properties.optional(),
      }),
    ),
    totalNodes: count,
    totalEdges: count,
    sampled: z.boolean().describe('True when only part of the graph is drawn.'),
    note: z.string().optional(),
    grid: z.boolean(),
  })
  .meta({ id: 'GraphView' });

const highlight = z
  .looseObject({
    shape: z.enum(['path', 'cycle', 'subgraph', 'set', 'endpoints', 'none']),
    nodes: z.array(z.string()),
    edges: z.array(z.tuple([z.string(), z.string()])),
    walk: z.array(z.string()),
    note: z.string(),
  })
  .meta({ id: 'AnswerHighlight' });

const traceStep = z
  .looseObject({
    kind: z.enum(['llm', 'exec', 'tool', 'retrieval', 'note']),
    index: count.optional(),
    name: z.string().describe('What the step was for: refine, code, execute, repair, walk, phrase, …'),
    startedAt: z.string(),
    ms: z.number(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: 'TraceStep' });

const solution = z
  .looseObject({
    outcome: z.enum(['answered', 'could-not-compute']),
    method: z.string(),
    question: z.string(),
    text: z.string().describe('The answer as a sentence, or why there is none.'),
    answer: z.unknown().optional().describe('The answer value, when answered.'),
    error: z.object({ code: z.string(), message: z.string(), step: z.string() }).optional(),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    program: z.object({ language: z.string(), code: z.string() }).optional(),
    usage: z.looseObject({ inputTokens: z.number(), outputTokens: z.number() }),
    ms: z.number(),
  })
  .meta({ id: 'Solution' });

const runSummaryShape = {
  id: z.string(),
  question: z.string(),
  graphId: z.string().optional(),
  method: z.string(),
  status: z.enum(['queued', 'running', 'answered', 'could-not-compute', 'cancelled', 'failed']),
  model: z.string().describe("The model's label, or what answers instead of one."),
  startedAt: z.string(),
  ms: z.number().optional(),
  replay: z
    .looseObject({ example: z.string(), dir: z.string(), recordedWith: z.string() })
    .optional()
    .describe("Set when the answers were replayed from a bundled example's recording."),
};

export const runSummary = z.looseObject(runSummaryShape).meta({ id: 'RunSummary' });

export const runsResponse = z.array(runSummary).meta({ id: 'Runs' });

export const runRecord = z
  .looseObject({
    ...runSummaryShape,
    steps: z.array(traceStep),
    solution: solution.optional(),
    highlight: highlight.optional(),
    error: z
      .looseObject({ code: z.string(), message: z.string() })
      .optional()
      .describe('Why the run failed before the method could describe it.'),
  })
  .meta({ id: 'Run' });

export const runViewResponse = z
  .object({ view: graphView, highlight: highlight.nullable() })
  .meta({ id: 'RunView' });
