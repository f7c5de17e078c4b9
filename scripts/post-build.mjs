// Runs after tsc: makes the CLI entry executable (tsc keeps the shebang but not the mode bit) and
// copies every `src/**/prompts/` and `src/**/statements/` folder (dataset task statements) into dist/,
// because prompt templates and statements are plain-text files
// that code loads with `new URL('./prompts/x.txt', import.meta.url)` from both src (tests) and dist.
import { chmodSync, cpSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'dist/cli/main.js');
if (existsSync(bin)) chmodSync(bin, 0o755);

/** Every directory named `prompts` or `statements` under `dir`. */
function promptDirs(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'prompts' || entry.name === 'statements') found.push(path);
    else found.push(...promptDirs(path));
  }
  return found;
}

const src = join(root, 'src');
for (const dir of promptDirs(src)) {
  const target = join(root, 'dist', relative(src, dir));
  cpSync(dir, target, { recursive: true, filter: (p) => !p.endsWith('.ts') });
}

// The stamp prepare.mjs compares with the sources, so an up-to-date build is not redone.
writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
