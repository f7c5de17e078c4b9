/**
 * Regenerates src/retrieval/library-tree/library-docs.json from the algorithm library's doc
 * comments (TypeScript compiler API), so grraf's documentation tree never drifts from the code.
 * Run after changing an exported algorithm or its doc comment: `npm run build:doc-tree`.
 * library-tree.test.ts fails when the committed file differs from what this would write.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALGORITHM_INDEX } from '../src/algorithms/index.js';
import { extractLibraryDocs } from '../src/retrieval/library-tree/extract-library-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = `${root}src/retrieval/library-tree/library-docs.json`;
const callable = new Set(ALGORITHM_INDEX.map((e) => e.name));

const docs = await extractLibraryDocs(`${root}src/algorithms/index.ts`, (name) => callable.has(name));
writeFileSync(output, `${JSON.stringify(docs, null, 2)}\n`);
// The repository's formatter owns the layout, so `biome check` stays green on the generated file.
execFileSync(`${root}node_modules/.bin/biome`, ['format', '--write', output], { stdio: 'ignore' });
const functions = docs.chapters.reduce((n, c) => n + c.functions.length, 0);
console.log(`wrote ${output}: ${docs.chapters.length} chapters, ${functions} functions`);
