// Writes the JavaScript sandbox bundle (graphology + algorithm library + sandbox runtime) into
// dist/exec/js/ after tsc, so an installed grraf needs no bundler at run time.
import { writeFileSync } from 'node:fs';
import { BUNDLE_FILE, buildSandboxBundle } from '../dist/exec/js/sandbox-bundle.js';

const target = new URL(`../dist/exec/js/${BUNDLE_FILE}`, import.meta.url);
const source = await buildSandboxBundle();
writeFileSync(target, source);
console.log(`sandbox bundle: ${(source.length / 1024).toFixed(0)} KiB → dist/exec/js/${BUNDLE_FILE}`);
