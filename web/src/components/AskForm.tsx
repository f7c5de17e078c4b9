/**
 * The question box (with an example's recorded questions), method, language, Ask and Cancel; and
 * the API-key form. Ctrl+Enter (⌘+Enter) in the box asks. Without a model, choices that cannot
 * replay a recording are disabled, and the form says why.
 */
import { useEffect, useId, useState } from 'react';
import { api, type LanguageInfo, setApiKey } from '../api';
import type { MethodInfo } from '../types';

/** The server's languages (GET /api/languages), as its methods come from GET /api/methods. */
function useLanguages(): LanguageInfo[] {
  const [languages, setLanguages] = useState<LanguageInfo[]>([]);
  useEffect(() => {
    let live = true;
    // A failed list leaves the menu empty; the page's other calls report the server being down.
    api.languages().then(
      (l) => live && setLanguages(l),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return languages;
}

/** What the question form shows and reports. */
export interface AskFormProps {
  question: string;
  onQuestion(q: string): void;
  /** Recorded questions of an example ('' = the question in its file). */
  recorded: string[];
  /** True when the graph file carries its own question. */
  fileQuestion: boolean;
  methods: MethodInfo[];
  method: string;
  onMethod(m: string): void;
  language: string;
  onLanguage(l: string): void;
  /** Without a model: the only method and language a recording replays with, and why. */
  replayOnly?: { method: string; language: string; reason: string } | undefined;
  /** Set when asking cannot work (e.g. an upload with no model): why. */
  blocked?: string | undefined;
  /** A warning about the question as typed (e.g. not a recorded one). */
  hint?: string | undefined;
  busy: boolean;
  onAsk(): void;
  onCancel(): void;
}

/** One labeled menu of the form; with `only`, every other choice is disabled (a replay-only server). */
function Menu(m: {
  label: string;
  id: string;
  value: string;
  onChange(value: string): void;
  describedBy: string;
  testId: string;
  items: { name: string; title: string }[];
  only: string | undefined;
}) {
  return (
    <label className="inline" htmlFor={m.id}>
      {m.label}
      <select
        id={m.id}
        value={m.value}
        onChange={(e) => m.onChange(e.target.value)}
        aria-describedby={m.describedBy || undefined}
        data-testid={m.testId}
      >
        {m.items.map((item) => (
          <option
            key={item.name}
            value={item.name}
            title={item.title}
            disabled={m.only !== undefined && item.name !== m.only}
          >
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The question form. */
export function AskForm(p: AskFormProps) {
  const ids = { reason: useId(), hint: useId(), method: useId(), language: useId() };
  const languages = useLanguages();
  const canAsk = !p.busy && !p.blocked;
  const describedBy = [p.replayOnly ? ids.reason : '', p.hint ? ids.hint : ''].filter(Boolean).join(' ');
  return (
    <section className="ask" aria-label="Ask a question">
      <label>
        Question
        <textarea
          value={p.question}
          rows={3}
          placeholder={p.fileQuestion ? 'empty: ask the question in the graph file' : 'ask about the graph…'}
          onChange={(e) => p.onQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              if (canAsk) p.onAsk();
            }
          }}
          aria-describedby={p.hint ? ids.hint : undefined}
          data-testid="question"
        />
      </label>
      {p.hint && (
        <p className="hint-line" id={ids.hint} data-testid="question-hint">
          {p.hint}
        </p>
      )}
      {p.recorded.length > 0 && (
        <div className="recorded">
          recorded:{' '}
          {p.recorded.map((q) => (
            <button
              type="button"
              key={q}
              className="chip"
              onClick={() => p.onQuestion(q)}
              aria-label={`Use the recorded question: ${q || 'the question in the file'}`}
            >
              {q || 'the question in the file'}
            </button>
          ))}
        </div>
      )}
      <div className="controls">
        <Menu
          label="Method"
          id={ids.method}
          value={p.method}
          onChange={p.onMethod}
          describedBy={describedBy}
          testId="method"
          items={p.methods.map((m) => ({ name: m.name, title: m.summary }))}
          only={p.replayOnly?.method}
        />
        <Menu
          label="Language"
          id={ids.language}
          value={p.language}
          onChange={p.onLanguage}
          describedBy={describedBy}
          testId="language"
          items={languages.map((l) => ({ name: l.name, title: l.displayName }))}
          only={p.replayOnly?.language}
        />
        <button
          type="button"
          onClick={p.onAsk}
          disabled={!canAsk}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title="Ask (Ctrl+Enter)"
          data-testid="ask"
        >
          Ask
        </button>
        {p.busy && (
          <button type="button" onClick={p.onCancel} className="secondary">
            Cancel
          </button>
        )}
      </div>
      {p.replayOnly && (
        <p className="reason muted" id={ids.reason} data-testid="replay-reason">
          {p.replayOnly.reason}
        </p>
      )}
      {p.blocked && (
        <p className="reason" data-testid="ask-blocked">
          {p.blocked}
        </p>
      )}
    </section>
  );
}

/** Asks for the server's API key and keeps it for this tab. */
export function KeyForm({ onKey }: { onKey(): void }) {
  return (
    <form
      className="banner"
      onSubmit={(e) => {
        e.preventDefault();
        setApiKey(String(new FormData(e.currentTarget).get('key') ?? ''));
        onKey();
      }}
    >
      <label className="inline">
        This server needs an API key: <input name="key" type="password" autoComplete="off" />
      </label>{' '}
      <button type="submit">Use key</button>
    </form>
  );
}
