/** JavaScript as the methods see it (see language-profile.ts). */
import type { LanguageProfile } from '../language-profile.js';

export const jsProfile: LanguageProfile = {
  displayName: 'JavaScript',
  fenceTag: 'javascript',
  replyTags: ['js', 'javascript', 'ts', 'typescript', 'jsx', 'node', 'mjs', 'cjs'],
  codeLine:
    /^\s*(\/\/|\/\*|\*|(const|let|var|function|async|await|if|for|while|return|try|switch)\b|[}\])]|[A-Za-z_$][\w$.[\]'"]*\s*(=|\(|\+\+|\+=|-=))/,
  givesAnswer: /(^|[^.\w$])answer\s*=(?!=)/m,
  comments: { line: /\/\/[^\n]*/g, block: /\/\*[\s\S]*?\*\//g },
  params: {
    where: '`params` (node key: String(params.x))',
    name: (n) => `params.${n}`,
    // params.x, params['x'], or destructuring { x } = params: `params` and the name.
    reads: (code, n) => /\bparams\b/.test(code) && new RegExp(`\\b${n}\\b`).test(code),
  },
  program: { reads: 'graph', library: 'graphology', apiIndex: true },
  rulesTemplate: 'lang-js',
};
