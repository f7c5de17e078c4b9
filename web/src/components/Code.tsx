/** Code with syntax highlighting (Prism: JavaScript, Python, Cypher, JSON), and text with fenced code in it. */
import Prism from 'prismjs';
import type { ReactElement } from 'react';
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

/** Model text: prose as is, fenced code blocks highlighted. */
export function TextWithCode({ text }: { text: string }) {
  const parts: ReactElement[] = [];
  let last = 0;
  for (const m of text.matchAll(FENCE)) {
    if (m.index > last)
      parts.push(
        <pre key={`t${last}`} className="text">
          {text.slice(last, m.index)}
        </pre>,
      );
    parts.push(<Code key={`c${m.index}`} code={m[2]!.replace(/\n$/, '')} language={m[1] || 'js'} />);
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
