import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { EmbeddedStore } from '../embedded/embedded-store.js';
import { MemoryStore } from '../memory/index.js';

import { describeStoreConformance } from './conformance-suite.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describeStoreConformance('memory', async () => new MemoryStore());
describeStoreConformance('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'grraf-conf-'));
  dirs.push(dir);
  return EmbeddedStore.open(join(dir, 'store'));
});
