/**
 * The served graph as MCP clients see it: a bundled example by its place in the package, any other
 * file or store directory by its last part, a database URL without its credentials — never the
 * server's own directories. `servedPaths` lists what to write that way wherever it turns up in a
 * tool's answer (an engine error naming the store's folder, a step naming the file).
 */
import { realpathSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { EXAMPLES_DIR } from '../app/model.js';
import type { ServedGraphSource } from '../app/served-store.js';
import type { PathShown } from './shown-paths.js';

/** The served graph's name in tool descriptions and answers. */
export function graphName(graph: ServedGraphSource | undefined): string {
  if (!graph) return 'no graph';
  if ('file' in graph) return `${shownPath(graph.file)} (in memory)`;
  const store = graph.store.trim();
  const dir = embeddedDir(store);
  if (dir !== undefined) return `embedded:${shownPath(dir)}`;
  try {
    const url = new URL(store);
    url.username = '';
    url.password = '';
    return url.href.replace(/\/$/, '');
  } catch {
    return store;
  }
}

/** The server's paths (and secrets) in the served graph's source, each with what to show instead. */
export function servedPaths(graph: ServedGraphSource | undefined): PathShown[] {
  if (!graph) return [];
  const store = 'store' in graph ? graph.store.trim() : '';
  const path = 'file' in graph ? graph.file : embeddedDir(store);
  if (path !== undefined) {
    const shown = shownPath(path);
    const absolute = resolve(path);
    const real = realOrUndefined(absolute);
    return [...(real && real !== absolute ? [[real, shown] as PathShown] : []), [absolute, shown]];
  }
  const password = URL.canParse(store) ? new URL(store).password : '';
  return [[store, graphName(graph)], ...(password ? [[password, '***'] as PathShown] : [])];
}

function embeddedDir(store: string): string | undefined {
  return store.startsWith('embedded:') ? store.slice('embedded:'.length) : undefined;
}

function shownPath(path: string): string {
  const inExamples = relative(EXAMPLES_DIR, resolve(path));
  if (inExamples !== '' && !inExamples.startsWith('..') && !inExamples.startsWith(sep)) {
    return `examples/${inExamples.split(sep).join('/')}`;
  }
  return basename(path);
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
