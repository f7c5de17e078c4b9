import { describe, expect, it } from 'vitest';
import {
  EXEC_LANGUAGES,
  isExecLanguage,
  languageEntries,
  languageProfile,
  languagesInWords,
} from './languages.js';

describe('the language registry', () => {
  it('lists js first, as the default, and names every language in words', () => {
    expect(EXEC_LANGUAGES[0]).toBe('js');
    expect(languagesInWords()).toBe(`${EXEC_LANGUAGES.slice(0, -1).join(', ')} or ${EXEC_LANGUAGES.at(-1)}`);
  });

  it('knows only its own languages, not names inherited from Object', () => {
    expect(EXEC_LANGUAGES.every(isExecLanguage)).toBe(true);
    expect(isExecLanguage('ruby')).toBe(false);
    expect(isExecLanguage('toString')).toBe(false);
  });

  it('serves each language with the display name of its profile', () => {
    expect(languageEntries()).toEqual(
      EXEC_LANGUAGES.map((name) => ({ name, displayName: languageProfile(name).displayName })),
    );
  });

  it('gives each profile a fence tag its own replies are recognized by', () => {
    for (const language of EXEC_LANGUAGES) {
      const profile = languageProfile(language);
      expect(profile.replyTags, language).toContain(profile.fenceTag);
    }
  });

  it('reads inputs the way each profile names them', () => {
    for (const language of EXEC_LANGUAGES) {
      const { params } = languageProfile(language);
      expect(params.reads(`x = ${params.name('source')}`, 'source'), language).toBe(true);
      expect(params.reads('x = 1', 'source'), language).toBe(false);
    }
  });
});
