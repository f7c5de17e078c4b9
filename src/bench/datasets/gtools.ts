/**
 * Loads GTools (GraphTool-Instruction) samples: `<Task>/<Di|Un>/<name>.json` (or `<Task>/<name>.json`
 * for Topo and Triangle), each a JSON array of `{id, prompt, answer | topological_sort |
 * max_triangle_sum, description, ...}`. WL files carry the edge list in the prompt; EL files
 * point to `data/task_<id>.edgelist` beside the JSON file.
 * Task names are `<Task>/<Di|Un>`, e.g. `Flow/Di`, `Topo`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { GrrafError } from '../../errors.js';
import { parseGraph } from '../../graph/formats/index.js';
import type { BenchQuestion, Truth } from '../types.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { filterTasks } from './dataset.js';
import { GTOOLS_HINTS, hintsFor } from './hints.js';
import { parseLabel } from './labels.js';

/** Answer type of each GTools task (the first path segment). */
export const GTOOLS_KIND: Record<string, Truth['kind']> = {
  Cycle_Detection: 'yes-no',
  Degree_Count: 'number',
  Edge_Count: 'number',
  Edge_Existence: 'yes-no',
  Flow: 'number',
  Node_Count: 'number',
  Node_Existence: 'yes-no',
  Path_Existence: 'yes-no',
  Shortest_Path: 'path-length',
  Topo: 'order',
  Triangle: 'number',
};

async function jsonFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'data') out.push(...(await jsonFiles(p)));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(p);
  }
  return out.sort();
}

/** Loads every GTools JSON file under `dir`. */
export async function loadGTools(dir: string, options: DatasetOptions = {}): Promise<Dataset> {
  try {
    await stat(dir);
  } catch {
    throw new GrrafError('not-found', 'no such GTools directory', { file: dir });
  }
  const questions: BenchQuestion[] = [];
  for (const file of await jsonFiles(dir)) {
    const task = dirname(relative(dir, file)).split(/[\\/]/).join('/');
    if (!GTOOLS_KIND[task.split('/')[0]!]) continue;
    let rows: unknown;
    try {
      rows = JSON.parse(await readFile(file, 'utf8'));
    } catch (e) {
      throw new GrrafError('parse', `invalid JSON: ${(e as Error).message}`, { file });
    }
    if (!Array.isArray(rows))
      throw new GrrafError('validation', 'expected a JSON array of questions', { file });
    for (const [i, row] of rows.entries()) questions.push(await gtoolsQuestion(row, task, file, i));
  }
  const kept = filterTasks(questions, options.tasks);
  if (kept.length === 0)
    throw new GrrafError('not-found', 'no GTools questions found (or none of the asked tasks)', {
      file: dir,
    });
  return { name: `gtools:${dir}`, description: `GTools samples from ${dir}`, questions: kept };
}

/** The instruction part of a GTools prompt, without the "which API" preamble and the edge list file. */
function instruction(prompt: string): string {
  const m = prompt.match(/### Instruction:\s*([\s\S]*?)(?:\n\s*### Response:|$)/);
  return (m ? m[1]! : prompt)
    .replace(/,?\s*the edges are in an edgelist file, the path is "?[^"\s]+\.edgelist"?\./i, '.')
    .trim();
}

async function gtoolsQuestion(
  row: Record<string, unknown>,
  task: string,
  file: string,
  i: number,
): Promise<BenchQuestion> {
  const where = { file, line: i + 1 };
  if (typeof row.prompt !== 'string') {
    throw new GrrafError('validation', `question ${i} has no prompt`, { file, field: `[${i}].prompt` });
  }
  const id = `${task.replace(/\//g, '-')}-${row.id ?? i}`;
  const text = instruction(row.prompt);
  const edgeFile = row.prompt.match(/edgelist file, the path is "?([^"\s]+\.edgelist)/)?.[1];
  let q: BenchQuestion;
  if (edgeFile) {
    const path = join(dirname(file), 'data', basename(edgeFile));
    const directed = !/undirected graph/i.test(text);
    const parsed = parseGraph(await readFile(path, 'utf8'), { format: 'edgelist', file: path, directed });
    // The gtools format reads `name=value` parameters after the edge list: give it an empty one.
    const params = parseGraph(`The edges are: []. ${text}`, { format: 'gtools' }).params;
    q = { id, task, question: text, graph: parsed.graph, graphInQuestion: false, origin: `${file}[${i}]` };
    if (params) q.params = params;
  } else {
    const parsed = parseGraph(text, { format: 'gtools', file: `${file}[${i}]` });
    q = {
      id,
      task,
      question: text,
      graph: parsed.graph,
      graphInQuestion: true,
      format: 'gtools',
      origin: `${file}[${i}]`,
    };
    if (parsed.params) q.params = parsed.params;
  }
  const family = task.split('/')[0]!;
  // GTools' degree convention matters only on directed graphs.
  const hints = family === 'Degree_Count' && !q.graph?.directed ? undefined : hintsFor(GTOOLS_HINTS, family);
  if (hints) q.hints = hints;
  const raw = row.answer ?? row.topological_sort ?? row.max_triangle_sum;
  if (raw !== undefined && raw !== null) {
    q.labelText = typeof raw === 'string' ? raw : JSON.stringify(raw);
    q.label = parseLabel(raw, GTOOLS_KIND[task.split('/')[0]!]!, where, {
      source: q.params?.source,
      target: q.params?.target,
    });
  }
  return q;
}
