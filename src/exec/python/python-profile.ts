/** Python as the methods see it (see language-profile.ts). */
import type { LanguageProfile } from '../language-profile.js';

export const pythonProfile: LanguageProfile = {
  displayName: 'Python',
  fenceTag: 'python',
  replyTags: ['python', 'py', 'python3', 'py3'],
  codeLine:
    /^(\s+\S|\s*(#|(def|class|import|from|if|elif|else|for|while|try|except|finally|with|return)\b|[A-Za-z_][\w.[\]'"]*\s*(=|\(|\+=|-=)))/,
  givesAnswer: /^\s*answer\s*(:[^=\n]+)?=(?!=)/m,
  comments: { line: /#[^\n]*/g, block: /^\s*("""|''')[\s\S]*?\1/gm },
  params: {
    where: '`params`',
    name: (n) => `params['${n}']`,
    // params['x'], params.get('x'): `params` and the name.
    reads: (code, n) => /\bparams\b/.test(code) && new RegExp(`\\b${n}\\b`).test(code),
  },
  program: { reads: 'graph', library: 'networkx', apiIndex: false },
  rulesTemplate: 'lang-python',
};
