import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../../errors.js';
import { TASKS } from './catalog.js';
import { fillStatement, parameterName, statementText, variantsOf } from './statements.js';

const SHARED = '/work/shared/data/complexgraph-tasks/descriptions';
const VENDORED = fileURLToPath(new URL('./statements/descriptions', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path).map((x) => join(f, x)) : [f];
  });
}

describe('task statements', () => {
  it('exist for every task and setting: five wordings for primitive tasks, four for composites', () => {
    for (const spec of TASKS.values()) {
      for (const setting of spec.settings) {
        const expected = spec.composite ? 4 : 5;
        expect([spec.name, setting, variantsOf(spec.name, setting).length]).toEqual([
          spec.name,
          setting,
          expected,
        ]);
      }
    }
  });

  it('name every parameter in the plain, paraphrased and term-free wordings, under a name we look for', () => {
    for (const spec of TASKS.values()) {
      for (const setting of spec.settings) {
        for (const variant of ['plain', 'paraphrase', 'no_term'] as const) {
          const text = statementText(spec.name, setting, variant);
          for (const p of spec.params) {
            const name = parameterName(text, p);
            expect([spec.name, variant, p.key, p.names.includes(name) && text.includes(name)]).toEqual([
              spec.name,
              variant,
              p.key,
              true,
            ]);
          }
        }
      }
    }
  });

  it('are followed by the parameters under the wording’s own names', () => {
    const flow = TASKS.get('endpoint_aware_flow_score')!;
    const args = { source: 3, target: 7 };
    const plain = fillStatement(statementText(flow.name, 'directed/weighted', 'plain'), flow, args);
    expect(plain).toMatch(/\n\nTask Parameters:\n {2}_snode = 3\n {2}_tnode = 7$/);
    const story = fillStatement(
      statementText(flow.name, 'directed/weighted', 'real_world_case1'),
      flow,
      args,
    );
    expect(story).toMatch(/_referrer = 3\n {2}_receiver = 7$/);
    const cn = TASKS.get('common_neighbors')!;
    expect(
      fillStatement(statementText(cn.name, 'undirected/unweighted', 'real_world_case1'), cn, args),
    ).toMatch(/u = 3\n {2}v = 7$/);
  });

  it('refuse a question without a parameter its task needs, naming it', () => {
    const spec = TASKS.get('clustering')!;
    const text = statementText('clustering', 'directed/weighted', 'plain');
    expect(() => fillStatement(text, spec, {})).toThrow(GrrafError);
    expect(() => fillStatement(text, spec, {})).toThrow(/field node/);
  });

  it.skipIf(!existsSync(SHARED))(
    'are verbatim copies of the shared task descriptions (skipped when /work/shared is absent)',
    () => {
      const shared = files(SHARED).sort();
      expect(files(VENDORED).sort()).toEqual(shared);
      for (const f of shared)
        expect(readFileSync(join(VENDORED, f), 'utf8')).toBe(readFileSync(join(SHARED, f), 'utf8'));
    },
  );
});
