/**
 * A throw-away virtualenv for Python sandbox tests: a user-writable interpreter install (the kind
 * a program once planted code in) with files written into its site-packages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPython } from '../python/interpreter.js';

/** A virtualenv made for a test. */
export interface TestVenv {
  python: string;
  sitePackages: string;
}

/**
 * Creates `dir/venv` from the interpreter findPython() picks (system site-packages visible, so
 * networkx is), writes `files` (name → content) into its site-packages; a string says why not.
 */
export function makeVenv(dir: string, files: Record<string, string>): TestVenv | string {
  let base: string;
  let version: string;
  try {
    const info = findPython();
    base = info.executable;
    version = info.pythonVersion.split('.').slice(0, 2).join('.');
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const root = join(dir, 'venv');
  const r = spawnSync(base, ['-m', 'venv', '--without-pip', '--system-site-packages', root], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) return `python -m venv failed: ${(r.stderr || r.error?.message || '').trim()}`;
  const sitePackages = join(root, 'lib', `python${version}`, 'site-packages');
  mkdirSync(sitePackages, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(sitePackages, name), content);
  return { python: join(root, 'bin', 'python'), sitePackages };
}
