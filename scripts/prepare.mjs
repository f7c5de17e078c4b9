// npm's `prepare` hook: builds dist/ unless it is already newer than every source. `npm ci` on a
// fresh clone builds; a first `npx grraf` in a built checkout (npm links the checkout into its
// cache and runs `prepare` again) then takes milliseconds instead of a full rebuild. After editing
// sources, `npm run build` (or any `prepare`) rebuilds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');

/** Newest modification time (ms) of the files under `path`. */
function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const inputs = [
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
const upToDate =
  existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...inputs.map((p) => newest(join(root, p))));
if (upToDate) {
  console.log('grraf: dist/ is up to date (npm run build rebuilds it)');
} else {
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(r.status ?? 1);
}
