/**
 * The program languages grraf runs: one list, each with the profile kept beside its executor.
 * The zod enums (server, MCP, CLI, method options, program cache), the page's language menu and
 * the methods' prompt tables all derive from it. A new language is an executor folder with its
 * profile, one line here and one case in exec/index.ts.
 */
import { cypherProfile } from './cypher/cypher-profile.js';
import { jsProfile } from './js/js-profile.js';
import type { LanguageProfile } from './language-profile.js';
import { pythonProfile } from './python/python-profile.js';

export type { LanguageProfile } from './language-profile.js';

const PROFILES = {
  js: jsProfile,
  python: pythonProfile,
  cypher: cypherProfile,
} as const satisfies Record<string, LanguageProfile>;

/** A language a program can be written in. */
export type ExecLanguage = keyof typeof PROFILES;

/** Every language, the default (`js`) first; a tuple, as `z.enum` wants one. */
export const EXEC_LANGUAGES = Object.keys(PROFILES) as [ExecLanguage, ...ExecLanguage[]];

/** The profile of `language`. */
export function languageProfile(language: ExecLanguage): LanguageProfile {
  return PROFILES[language];
}

/** True when `name` is a language grraf runs. */
export function isExecLanguage(name: string): name is ExecLanguage {
  return Object.hasOwn(PROFILES, name);
}

/** The languages with their display names, as GET /api/languages serves them. */
export function languageEntries(): { name: ExecLanguage; displayName: string }[] {
  return EXEC_LANGUAGES.map((name) => ({ name, displayName: PROFILES[name].displayName }));
}

/** The language names for help text: "js, python or cypher". */
export function languagesInWords(): string {
  return `${EXEC_LANGUAGES.slice(0, -1).join(', ')} or ${EXEC_LANGUAGES.at(-1)}`;
}
