/**
 * How large a buffer pool the engine gets. Its default is 80% of RAM, and on 0.19.1 a pool that
 * size costs ~50 ms of CPU to set up and tear down on every open and close (measured on a
 * 24 GiB machine: open, load and reopen of a 100-node graph took 85 ms of CPU with the default,
 * 31 ms with 64 MiB or 1 GiB). So the pool follows the graph: at least MIN_POOL, growing with
 * what is loaded or read, at most half the machine's memory. The pool is also the engine's
 * memory bound: a generated query that needs more fails with the engine's out-of-memory error.
 */
import { totalmem } from 'node:os';

const MIB = 2 ** 20;
/** The smallest pool: ample for graphs of thousands of nodes and their queries. */
export const MIN_POOL = 512 * MIB;

function clamp(bytes: number): number {
  return Math.round(Math.min(Math.max(bytes, MIN_POOL), Math.max(MIN_POOL, totalmem() / 2)));
}

/** The pool for loading `rows` node and edge rows (COPY keeps hash indexes and column chunks in it). */
export function loadPoolBytes(rows: number): number {
  return clamp(MIN_POOL + rows * 1024);
}

/** The pool for reading a database file of `fileBytes` (room for the file and query results). */
export function readPoolBytes(fileBytes: number): number {
  return clamp(MIN_POOL + 2 * fileBytes);
}
