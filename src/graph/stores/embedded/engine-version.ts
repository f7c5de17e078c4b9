/**
 * The version of the pinned engine package, read from its package.json so that grraf's own
 * process never loads the native module (it runs in the engine process, engine-process.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

function packageVersion(): string {
  const main = createRequire(import.meta.url).resolve('@ladybugdb/core');
  const pkg = JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8')) as { version?: unknown };
  return String(pkg.version);
}

/** Version of the pinned engine (@ladybugdb/core). */
export const ENGINE_VERSION: string = packageVersion();
