/** The `graphinstruct:<dir>` and `gtools:<dir>` spec forms (datasets/registry.ts). */
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GrrafError } from '../../errors.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { loadGraphInstruct } from './graphinstruct.js';
import { loadGTools } from './gtools.js';

/** `graphinstruct:<dir>`. */
export async function graphInstructFromSpec(
  _spec: string,
  rest: string,
  o: DatasetOptions,
): Promise<Dataset> {
  if (!rest)
    throw new GrrafError('config', 'graphinstruct needs a directory: graphinstruct:<dir>', {
      field: 'dataset',
    });
  await graphInstructFiles(rest); // the same error, joined or not
  return loadGraphInstruct(rest, o);
}

/** `gtools:<dir>`. */
export async function gtoolsFromSpec(_spec: string, rest: string, o: DatasetOptions): Promise<Dataset> {
  if (!rest) throw new GrrafError('config', 'gtools needs a directory: gtools:<dir>', { field: 'dataset' });
  return loadGTools(rest, o);
}

/** The files of a GraphInstruct directory; a 'not-found' error saying where it was looked for. */
export async function graphInstructFiles(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (e as Error).message;
    throw new GrrafError('not-found', `cannot read the GraphInstruct directory (${resolve(dir)}): ${why}`, {
      file: dir,
      field: 'dataset',
    });
  }
}
