/**
 * The bundled examples a front-end offers: each `examples/<name>/example.json` manifest names a
 * title, the graph file (or `.` for a CSV folder) and the questions that have recorded answers
 * (replayed from the example's cassettes when no model is configured).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { EXAMPLES_DIR } from './model.js';

const manifestSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().default(''),
    graph: z.string().min(1),
    questions: z
      .array(
        z.union([
          z.object({ text: z.string().min(1) }).strict(),
          z.object({ fromFile: z.literal(true) }).strict(),
        ]),
      )
      .default([]),
  })
  .strict();

/** A question with recorded answers: its text, or the one the graph file carries. */
export type ExampleQuestion = { text: string } | { fromFile: true };

/** One bundled example. */
export interface Example {
  /** The folder name, e.g. 'road-network'. */
  name: string;
  title: string;
  description: string;
  /** Absolute path of the graph file (or CSV folder). */
  graphFile: string;
  questions: ExampleQuestion[];
  /** True when the folder holds recorded answers. */
  recorded: boolean;
}

/** The name of an example's manifest file. */
export const MANIFEST = 'example.json';

/** Every example with a manifest, by folder name; a bad manifest is a located 'validation' error. */
export function listExamples(dir: string = EXAMPLES_DIR): Example[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, MANIFEST)))
    .map((e) => e.name)
    .sort();
  return names.map((name) => readExample(dir, name));
}

function readExample(dir: string, name: string): Example {
  const file = join(dir, name, MANIFEST);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new GrrafError('parse', `not JSON: ${(e as Error).message}`, { file });
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'manifest';
    throw new GrrafError('validation', issue.message, { file, field });
  }
  const m = parsed.data;
  const graphFile = resolve(dir, name, m.graph);
  if (!existsSync(graphFile)) {
    throw new GrrafError('not-found', `the graph "${m.graph}" does not exist`, { file, field: 'graph' });
  }
  return {
    name,
    title: m.title,
    description: m.description,
    graphFile,
    questions: m.questions,
    recorded: existsSync(join(dir, name, 'cassettes')),
  };
}
