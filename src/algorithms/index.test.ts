import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as lib from './index.js';

const functionNames = Object.entries(lib)
  .filter(([, v]) => typeof v === 'function')
  .map(([name]) => name)
  .sort();

describe('algorithm index', () => {
  it('lists exactly the exported functions', () => {
    expect(lib.ALGORITHM_INDEX.map((e) => e.name).sort()).toEqual(functionNames);
  });

  it('stays prompt-sized: short lines, a bounded total', () => {
    // Prompts show `signature — doc` per function (methods/grraf/api-index.ts).
    const lines = lib.ALGORITHM_INDEX.map((e) => `${e.signature} — ${e.doc}`);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    // ~4 characters per token: keep the whole index near 1,000 tokens.
    expect(lines.join('\n').length).toBeLessThan(3_600);
    expect(lib.ALGORITHM_INDEX.map((e) => e.signature).join('\n').length).toBeLessThan(2_000);
  });

  it('bundles into a plain script without Node built-ins', () => {
    const out = buildSync({
      entryPoints: [new URL('./index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'grrafAlgorithms',
      platform: 'neutral',
      mainFields: ['module', 'main'],
    });
    const code = out.outputFiles[0]!.text;
    expect(code).not.toMatch(/require\(["']node:|process\.env/);
    const g = new Function(`${code}; return grrafAlgorithms;`)() as typeof lib;
    expect(typeof g.maximumFlowValue).toBe('function');
  });
});
