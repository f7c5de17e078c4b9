/**
 * Loads GraphInstruct files: a directory of `<task>.jsonl`, one question per line,
 * `{index, input_prompt, answer, node_range?, edge_range?}` (the shared graphinstruct-dev format).
 * The graph is parsed from the question text by the graphinstruct format; the label is kept
 * beside the question and never trusted blindly (see truth/).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { GrrafError } from '../../errors.js';
import { parseGraph } from '../../graph/formats/index.js';
import { ANSWER_KIND, isKnownTask } from '../tasks.js';
import type { BenchQuestion, Truth } from '../types.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { GRAPHINSTRUCT_HINTS, hintsFor } from './hints.js';
import { parseLabel } from './labels.js';

/** GraphInstruct tasks whose labels are known to be wrong often (data README). */
export const UNRELIABLE_LABELS = ['hamilton'];

/** Loads every `<task>.jsonl` in `dir` (or only `options.tasks`). */
export async function loadGraphInstruct(dir: string, options: DatasetOptions = {}): Promise<Dataset> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => f.endsWith('.jsonl')).sort();
  } catch (e) {
    throw new GrrafError('not-found', `cannot read the GraphInstruct directory: ${(e as Error).message}`, {
      file: dir,
    });
  }
  const tasks = names.map((f) => basename(f, '.jsonl'));
  const wanted = options.tasks?.length ? tasks.filter((t) => options.tasks!.includes(t)) : tasks;
  const missing = (options.tasks ?? []).filter((t) => !tasks.includes(t));
  if (missing.length > 0) {
    throw new GrrafError(
      'not-found',
      `no ${missing.join('.jsonl, ')}.jsonl in ${dir}; found ${tasks.join(', ')}`,
      {
        file: dir,
        field: 'tasks',
      },
    );
  }
  if (wanted.length === 0) throw new GrrafError('not-found', 'no <task>.jsonl files found', { file: dir });
  const questions: BenchQuestion[] = [];
  for (const task of wanted) {
    const file = join(dir, `${task}.jsonl`);
    questions.push(...parseGraphInstructFile(await readFile(file, 'utf8'), task, file));
  }
  return {
    name: `graphinstruct:${dir}`,
    description: `GraphInstruct questions from ${dir} (${wanted.join(', ')})`,
    questions,
    unreliableLabels: UNRELIABLE_LABELS.filter((t) => wanted.includes(t)),
  };
}

/** Parses the text of one `<task>.jsonl` file. */
export function parseGraphInstructFile(text: string, task: string, file: string): BenchQuestion[] {
  const out: BenchQuestion[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const line = i + 1;
    const q = parseLine(raw, task, file, line);
    // Duplicate indexes would overwrite each other's traces; keep both, told apart by line.
    if (seen.has(q.id)) q.id = `${q.id}-L${line}`;
    seen.add(q.id);
    out.push(q);
  }
  return out;
}

function parseLine(raw: string, task: string, file: string, line: number): BenchQuestion {
  let row: Record<string, unknown>;
  try {
    row = JSON.parse(raw);
  } catch (e) {
    throw new GrrafError('parse', `invalid JSON: ${(e as Error).message}`, { file, line });
  }
  const prompt = row.input_prompt;
  if (typeof prompt !== 'string') {
    throw new GrrafError('validation', 'missing or non-string input_prompt', {
      file,
      line,
      field: 'input_prompt',
    });
  }
  const index =
    typeof row.index === 'number' || typeof row.index === 'string' ? String(row.index) : String(line);
  const parsed = parseGraph(prompt, { format: 'graphinstruct', file: `${file}:${line}` });
  const q: BenchQuestion = {
    id: `${task}-${index}`.replace(/[^A-Za-z0-9_.-]/g, '_'),
    task,
    question: prompt,
    graph: parsed.graph,
    graphInQuestion: true,
    origin: `${file}:${line}`,
  };
  if (parsed.graphPrime) q.graphPrime = parsed.graphPrime;
  if (parsed.params) q.params = parsed.params;
  const hints = hintsFor(GRAPHINSTRUCT_HINTS, task);
  if (hints) q.hints = hints;
  if (row.answer !== undefined) {
    q.labelText = String(row.answer);
    const label = readLabel(row.answer, task, q, file, line);
    if (label) q.label = label;
  }
  return q;
}

/** The label as a Truth; tasks the bench does not know get the type the label text looks like. */
function readLabel(
  answer: unknown,
  task: string,
  q: BenchQuestion,
  file: string,
  line: number,
): Truth | undefined {
  const where = { file, line };
  const ends = { source: q.params?.source, target: q.params?.target };
  if (isKnownTask(task)) return parseLabel(answer, ANSWER_KIND[task], where, ends);
  for (const kind of ['yes-no', 'number', 'order'] as const) {
    try {
      return parseLabel(answer, kind, where);
    } catch {
      // try the next type
    }
  }
  return undefined;
}
