// Builds the web page into dist/web, where `grraf serve` serves it. `npm run build` runs it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: false,
  build: { outDir: here('../dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { proxy: { '/api': 'http://127.0.0.1:7878' } },
});
