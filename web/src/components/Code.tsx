/**
 * Code with syntax highlighting (Prism: JavaScript, Python, Cypher, JSON), wrapped so it never
 * scrolls sideways; text with fenced code in it; and the generated program, shown once, with a
 * copy button (elsewhere the same code is a one-line reference to it).
 */
import Prism from 'prismjs';
import { type ReactElement, useState } from 'react';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-cypher';
import 'prismjs/components/prism-json';

const ALIASES: Record<string, string> = {
  js: 'javascript',
  javascript: 'javascript',
  py: 'python',
  python: 'python',
  cypher: 'cypher',
  json: 'json',
};

/** Highlighted code; unknown languages are shown plain. */
export function Code({ code, language }: { code: string; language: string }) {
  const lang = ALIASES[language.toLowerCase()] ?? '';
  const grammar = lang ? Prism.languages[lang] : undefined;
  const html = grammar ? Prism.highlight(code, grammar, lang) : undefined;
  return (
    <pre className={`code language-${lang || 'none'}`}>
      {html === undefined ? (
        <code>{code}</code>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Prism.highlight escapes the code's text (&, <, >) and adds only its own token spans
        <code dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}

/** A value as highlighted JSON. */
export function Json({ value }: { value: unknown }) {
  return <Code code={JSON.stringify(value, null, 2) ?? 'undefined'} language="json" />;
}

const FENCE = /```([\w+-]*)[^\n]*\n([\s\S]*?)```/g;

/** The program shown elsewhere on the page, and what to say instead of repeating it. */
export interface ShownProgram {
  code: string;
  where: string;
}

/** True when `code` is the program shown elsewhere. */
export function isShown(code: string, shown: ShownProgram | undefined): boolean {
  return shown !== undefined && code.trim() === shown.code.trim();
}

/** Instead of the program again: where it is. */
export function SameProgram({ shown }: { shown: ShownProgram }) {
  return <p className="same-program muted">The program — shown {shown.where}.</p>;
}

/** Model text: prose as is, fenced code blocks highlighted (the program shown elsewhere referenced). */
export function TextWithCode({ text, shown }: { text: string; shown?: ShownProgram | undefined }) {
  const parts: ReactElement[] = [];
  let last = 0;
  for (const m of text.matchAll(FENCE)) {
    if (m.index > last)
      parts.push(
        <pre key={`t${last}`} className="text">
          {text.slice(last, m.index)}
        </pre>,
      );
    const code = m[2]!.replace(/\n$/, '');
    parts.push(
      shown && isShown(code, shown) ? (
        <SameProgram key={`c${m.index}`} shown={shown} />
      ) : (
        <Code key={`c${m.index}`} code={code} language={m[1] || 'js'} />
      ),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length)
    parts.push(
      <pre key={`t${last}`} className="text">
        {text.slice(last)}
      </pre>,
    );
  return <>{parts}</>;
}

/** Copies `text`; the Clipboard API where the page may use it, else a selected text area. */
async function copy(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('the browser refused to copy');
}

/** The generated program: highlighted, wrapped, with a copy button. */
export function ProgramBlock({ code, language }: { code: string; language: string }) {
  const [status, setStatus] = useState('');
  return (
    <div className="program" data-testid="program">
      <div className="program-head">
        <span className="label">program ({language})</span>
        <button
          type="button"
          className="secondary small"
          onClick={() =>
            copy(code).then(
              () => setStatus('Copied.'),
              (e: unknown) => setStatus(`Could not copy: ${e instanceof Error ? e.message : String(e)}`),
            )
          }
        >
          Copy
        </button>
        <span className="muted copy-status" role="status">
          {status}
        </span>
      </div>
      <Code code={code} language={language} />
    </div>
  );
}
