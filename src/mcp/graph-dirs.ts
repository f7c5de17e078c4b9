/**
 * The directories `ask` may read a `graphFile` from: only those the operator named with
 * `--graph-dir` (none by default, on every transport). A requested path is resolved to its real
 * path (symlinks and `..` followed) and must lie inside one of them before anything is opened;
 * it must be a regular file (a pipe or device is refused unopened), or a CSV directory whose
 * nodes.csv / edges.csv pass the same check.
 * Every path that does not pass gets one error, the same whether the file exists or not, so a
 * client learns nothing about files outside. The ask tool shows the file to the client by the
 * path it gave (`shown`), never by the server's own directories.
 *
 * What this cannot stop: a user who may write inside a graph directory can swap a path component
 * for a symlink between the check and the open. docs/security.md says to name only directories
 * that untrusted users cannot write to.
 */
import type { Stats } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { GrrafError } from '../errors.js';

/** A graph file the client may read: its real path, and the path the client gave. */
export interface AllowedGraphFile {
  path: string;
  shown: string;
}

const CSV_PARTS = ['nodes.csv', 'edges.csv'];

/** The graph directories of one server. */
export class GraphDirectories {
  private constructor(private readonly dirs: readonly string[]) {}

  /** Resolves the operator's directories; one that is missing or not a directory is a 'config' error naming it. */
  static async open(dirs: readonly string[] = []): Promise<GraphDirectories> {
    const real: string[] = [];
    for (const dir of dirs) {
      const found = await realpath(dir).catch(() => undefined);
      const kind = found === undefined ? undefined : await stat(found).catch(() => undefined);
      if (found === undefined || !kind?.isDirectory()) {
        throw new GrrafError('config', '--graph-dir must name an existing directory', {
          file: dir,
          field: 'graph-dir',
        });
      }
      real.push(found);
    }
    return new GraphDirectories(real);
  }

  /** How many directories files may come from. */
  get count(): number {
    return this.dirs.length;
  }

  /**
   * The real path of `requested` when it lies inside a graph directory: a relative path is looked
   * up in each directory in turn, an absolute one must resolve inside one of them.
   */
  async resolve(requested: string): Promise<AllowedGraphFile> {
    if (this.dirs.length === 0) {
      throw new GrrafError(
        'forbidden',
        'this server reads no graph files: its operator started it without --graph-dir; send the graph as graphText',
        { field: 'graphFile' },
      );
    }
    if (requested !== '' && !requested.includes('\0')) {
      const candidates = isAbsolute(requested) ? [requested] : this.dirs.map((d) => resolve(d, requested));
      for (const candidate of candidates) {
        const path = await this.inside(candidate);
        if (path !== undefined && (await this.readable(path, requested))) return { path, shown: requested };
      }
    }
    throw new GrrafError('not-found', "no such graph file in this server's graph directories", {
      field: 'graphFile',
    });
  }

  /** The real path of `candidate` when it lies inside a graph directory. */
  private async inside(candidate: string): Promise<string | undefined> {
    const path = await realpath(candidate).catch(() => undefined);
    if (path === undefined) return undefined;
    return this.dirs.some((dir) => contains(dir, path)) ? path : undefined;
  }

  /**
   * True for a regular file, or a directory whose CSV files (those present) are inside too. A
   * special file (pipe, device, socket) is refused by name here, before anything opens it.
   */
  private async readable(path: string, shown: string): Promise<boolean> {
    const kind = await lstat(path).catch(() => undefined);
    if (kind === undefined) return false;
    if (kind.isFile()) return true;
    if (!kind.isDirectory()) {
      throw new GrrafError(
        'io',
        `${specialKind(kind)}, not a regular file: grraf reads graphs from regular files only`,
        { file: shown },
      );
    }
    for (const part of CSV_PARTS) {
      const file = join(path, part);
      const present = await lstat(file).then(
        () => true,
        () => false,
      );
      if (present && (await this.inside(file)) === undefined) return false;
    }
    return true;
  }
}

function specialKind(s: Stats): string {
  if (s.isFIFO()) return 'a named pipe (FIFO)';
  if (s.isCharacterDevice()) return 'a character device';
  if (s.isBlockDevice()) return 'a block device';
  if (s.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** True when `path` is `dir` or lies below it (both real paths). */
function contains(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
