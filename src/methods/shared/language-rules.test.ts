import { describe, expect, it } from 'vitest';
import type { CypherDialect } from '../../graph/stores/cypher-dialect.js';
import { EMBEDDED_CYPHER_DIALECT, EMBEDDED_DIALECT } from '../../graph/stores/embedded/dialect.js';
import { defaultServices } from './default-services.js';
import { languageRules } from './language-rules.js';

const services = defaultServices();
const cypherRules = (store: Parameters<typeof languageRules>[0]['store']) =>
  languageRules({ language: 'cypher', twoGraphs: false, store }, services);

describe('the Cypher rules take the dialect notes from the store', () => {
  it("gives the embedded store's notes as they are (recorded runs replay by the exact prompt)", () => {
    expect(cypherRules({ kind: 'embedded', cypherDialect: EMBEDDED_DIALECT })).toContain(
      `\n${EMBEDDED_CYPHER_DIALECT}`,
    );
  });

  it('gives the notes a store declares, whatever its kind', () => {
    const dialect: CypherDialect = {
      ...EMBEDDED_DIALECT,
      name: 'another engine',
      promptNotes: 'Cypher dialect (another engine): paths up to 7 hops.',
    };
    const rules = cypherRules({ kind: 'embedded', cypherDialect: dialect });
    expect(rules).toContain('paths up to 7 hops');
    expect(rules).not.toContain('Kùzu');
  });

  it("gives only grraf's conventions for a Cypher store that declares no dialect", () => {
    const rules = cypherRules({ kind: 'some-store' });
    expect(rules).toContain('Node id: n.id');
    expect(rules).not.toContain('Cypher dialect');
  });
});
