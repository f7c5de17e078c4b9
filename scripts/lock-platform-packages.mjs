// Adds package-lock entries for platform-specific optional packages that the registry mirror on
// the project's build machines does not serve (e.g. @biomejs/cli-darwin-arm64, @ladybugdb/core-win32-x64).
// Without the entries `npm ci` refuses the lockfile as "out of sync"; with them (os/cpu set,
// optional) npm skips them on Linux x64 and fetches them by name and version elsewhere.
// Run after `npm install` when it drops them: `node scripts/lock-platform-packages.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockUrl = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockUrl, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc from a platform package name such as cli-linux-arm64-musl or core-win32-x64. */
function platformOf(name) {
  const m = /-(darwin|linux|win32|android|freebsd)-(x64|arm64|ia32|arm)(-musl)?$/.exec(name);
  if (!m) return undefined;
  return { os: [m[1]], cpu: [m[2]], ...(m[3] ? { libc: ['musl'] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${dep}`.replace(/^\//, '');
    const topKey = `node_modules/${dep}`;
    if (packages[key] || packages[topKey]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[topKey] = { version, ...platform, optional: true };
    added++;
  }
}
writeFileSync(lockUrl, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform package entries to package-lock.json`);
