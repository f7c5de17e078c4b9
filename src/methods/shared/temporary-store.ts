/**
 * A Cypher-capable store in a fresh temporary directory, deleted on close: where a graph given as
 * text or a file goes when the program language is Cypher.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { openStore } from '../../graph/stores/open-store.js';

/** Opens an embedded store in a temporary directory that `close()` removes. */
export async function temporaryEmbeddedStore(): Promise<GraphStore> {
  const dir = await mkdtemp(join(tmpdir(), 'grraf-cypher-'));
  const store = await openStore(`embedded:${dir}`);
  const close = store.close.bind(store);
  // Overriding close on the instance keeps every other method (and `cypher`) as the store's own.
  store.close = async () => {
    try {
      await close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  return store;
}
