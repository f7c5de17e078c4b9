/**
 * ComplexGraph's task statements as retrieval queries: every `.txt` under a descriptions folder
 * (`<directed|undirected>/<weighted|unweighted>/<task>[_no_term|_paraphrase|_real_world_caseN].txt`).
 * The product never needs them; the retrieval bench and tests read them from the shared data.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { GrrafError } from '../../errors.js';

/** One task statement. */
export interface RetrievalQuery {
  /** The path below the folder without `.txt`, e.g. 'undirected/weighted/maximum_flow_paraphrase'. */
  id: string;
  /** The task the statement belongs to, e.g. 'maximum_flow'. */
  task: string;
  /** 'plain', 'no_term', 'paraphrase' or 'real_world_caseN'. */
  variant: string;
  text: string;
}

const VARIANT = /_(no_term|paraphrase|real_world_case\d+)$/;

/** The task and variant of a statement's file stem. */
export function taskOfStem(stem: string): { task: string; variant: string } {
  const match = VARIANT.exec(stem);
  return match ? { task: stem.slice(0, match.index), variant: match[1]! } : { task: stem, variant: 'plain' };
}

/** Reads every statement under `dir`, sorted by id; 'not-found' when the folder is missing. */
export async function loadComplexGraphQueries(dir: string): Promise<RetrievalQuery[]> {
  let files: string[];
  try {
    files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.txt'));
  } catch (cause) {
    throw new GrrafError('not-found', 'cannot read the ComplexGraph task statements', { file: dir, cause });
  }
  const queries = await Promise.all(
    files.map(async (file) => {
      const id = file
        .split(sep)
        .join('/')
        .replace(/\.txt$/, '');
      const stem = id.split('/').at(-1)!;
      return { id, ...taskOfStem(stem), text: (await readFile(join(dir, file), 'utf8')).trim() };
    }),
  );
  return queries.sort((a, b) => a.id.localeCompare(b.id));
}
