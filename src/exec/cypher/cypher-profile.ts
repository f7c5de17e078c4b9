/** Cypher as the methods see it (see language-profile.ts). */
import type { LanguageProfile } from '../language-profile.js';

export const cypherProfile: LanguageProfile = {
  displayName: 'Cypher',
  fenceTag: 'cypher',
  replyTags: ['cypher', 'cql', 'neo4j', 'sql'],
  codeLine: /^\s*(\/\/|(MATCH|OPTIONAL|WITH|WHERE|RETURN|UNWIND|CALL|ORDER|LIMIT|SKIP|UNION|YIELD)\b)/i,
  givesAnswer: /\bRETURN\b/i,
  comments: { line: /\/\/[^\n]*/g, block: /\/\*[\s\S]*?\*\//g },
  params: {
    where: 'query parameters ($x)',
    name: (n) => `$${n}`,
    reads: (code, n) => new RegExp(`\\$${n}\\b`).test(code),
  },
  program: { reads: 'store' },
  rulesTemplate: 'lang-cypher',
};
