import { describe, expect, it } from 'vitest';
import { grrafPrompts } from './prompts.js';
import { parseRefinement } from './refine.js';

describe('parseRefinement', () => {
  it('reads the three labeled lines, also in markdown bold', () => {
    const r = parseRefinement(
      '**QUESTION:** Is there a cycle?\n**ANSWER FORMAT:** yes or no\n**ASSUMPTION:** cycles ignore edge direction',
      'orig',
    );
    expect(r).toEqual({
      refined: 'Is there a cycle?',
      answerFormat: 'yes or no',
      assumption: 'cycles ignore edge direction',
    });
  });

  it('treats "none" as no assumption and falls back to the original question', () => {
    expect(parseRefinement('ASSUMPTION: None.', 'orig')).toEqual({
      refined: 'orig',
      answerFormat: 'as the question asks',
    });
  });
});

describe("GRRAF's prompt templates", () => {
  it('every template renders with its own placeholders and fails loudly on a missing one', () => {
    for (const name of ['refine', 'template', 'code', 'fallback'] as const) {
      const keys = grrafPrompts.placeholders(name);
      const text = grrafPrompts.render(name, Object.fromEntries(keys.map((k) => [k, `<${k}>`])));
      expect(text).not.toMatch(/\{\{/);
      if (keys.length > 0) expect(() => grrafPrompts.render(name, {})).toThrow(/needs a value/);
    }
  });

  it('the code prompt asks for one fenced block', () => {
    const keys = grrafPrompts.placeholders('code');
    expect(grrafPrompts.render('code', Object.fromEntries(keys.map((k) => [k, 'x'])))).toMatch(
      /one fenced code block/,
    );
  });

  it("carries no dataset's conventions", () => {
    for (const name of ['refine', 'template', 'code', 'fallback'] as const) {
      expect(grrafPrompts.template(name)).not.toMatch(/G'|G_prime|monomorphism|GraphInstruct|GTools/);
    }
  });
});
