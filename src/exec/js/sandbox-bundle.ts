/**
 * The source of the sandbox bundle (graphology + the algorithm library + the sandbox runtime),
 * as one script that runs in a bare isolate context.
 *
 * `npm run build` writes it beside this module as sandbox.bundle.js (scripts/build-sandbox.mjs),
 * so an installed package needs no bundler. Without that file (vitest, tsx, a plain `tsc`),
 * it is bundled on first use with esbuild (a devDependency) from sandbox/entry.{ts,js}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GrrafError } from '../../errors.js';

/** File name of the prebuilt bundle, beside this module. */
export const BUNDLE_FILE = 'sandbox.bundle.js';

let cached: Promise<string> | undefined;

/** The bundle source, read or built once per process. */
export function sandboxBundleSource(): Promise<string> {
  cached ??= loadBundle().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

async function loadBundle(): Promise<string> {
  const prebuilt = fileURLToPath(new URL(`./${BUNDLE_FILE}`, import.meta.url));
  if (existsSync(prebuilt)) return readFileSync(prebuilt, 'utf8');
  return buildSandboxBundle();
}

/** Bundles sandbox/entry with esbuild and returns the script text. */
export async function buildSandboxBundle(): Promise<string> {
  const ts = fileURLToPath(new URL('./sandbox/entry.ts', import.meta.url));
  const entry = existsSync(ts) ? ts : fileURLToPath(new URL('./sandbox/entry.js', import.meta.url));
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch (e) {
    throw new GrrafError(
      'config',
      `the JavaScript sandbox bundle ${BUNDLE_FILE} is missing and esbuild is not installed: run \`npm run build\``,
      { cause: e },
    );
  }
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    minify: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new GrrafError('io', 'esbuild produced no sandbox bundle');
  return file.text;
}
