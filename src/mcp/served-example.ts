/**
 * The bundled examples as `grraf mcp --graph` may name them: by name (`--graph road-network`), by
 * folder (`--graph examples/road-network`), or by graph file. A served example is asked about as
 * `grraf ask --graph` asks it, from its file, so without a model its recorded questions replay.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { listExamples, MANIFEST } from '../app/examples.js';
import { EXAMPLES_DIR } from '../app/model.js';

/**
 * The graph file `--graph` means: `given` itself when it is a file (or a folder of CSV files), the
 * example's graph when it names a bundled example by name or by its folder.
 */
export function servedGraphFile(given: string, examplesDir: string = EXAMPLES_DIR): string {
  const path = resolve(given);
  const isExampleFolder = existsSync(join(path, MANIFEST)) && statSync(path).isDirectory();
  if (existsSync(path) && !isExampleFolder) return given;
  const name = isExampleFolder ? basename(path) : given;
  const dir = isExampleFolder ? resolve(path, '..') : examplesDir;
  return listExamples(dir).find((e) => e.name === name)?.graphFile ?? given;
}

/** `file` when it lies in the bundled examples folder (a replay may answer over it), else undefined. */
export function bundledExampleFile(file: string, examplesDir: string = EXAMPLES_DIR): string | undefined {
  if (!existsSync(file) || !existsSync(examplesDir)) return undefined;
  const rel = relative(realpathSync(examplesDir), realpathSync(file));
  return rel === '' || rel.startsWith('..') || rel.startsWith(sep) ? undefined : file;
}
