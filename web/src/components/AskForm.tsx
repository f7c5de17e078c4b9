/** The question box (with an example's recorded questions), method, language, Ask and Cancel; and the API-key form. */
import { setApiKey } from '../api';
import type { MethodInfo } from '../types';

const LANGUAGES = ['js', 'python', 'cypher'];

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
  busy: boolean;
  onAsk(): void;
  onCancel(): void;
}

/** The question form. */
export function AskForm(p: AskFormProps) {
  return (
    <section className="ask">
      <label>
        Question
        <textarea
          value={p.question}
          rows={3}
          placeholder={p.fileQuestion ? 'empty: ask the question in the graph file' : 'ask about the graph…'}
          onChange={(e) => p.onQuestion(e.target.value)}
          data-testid="question"
        />
      </label>
      {p.recorded.length > 0 && (
        <div className="recorded">
          recorded:{' '}
          {p.recorded.map((q) => (
            <button type="button" key={q} className="chip" onClick={() => p.onQuestion(q)}>
              {q || 'the question in the file'}
            </button>
          ))}
        </div>
      )}
      <div className="controls">
        <select value={p.method} onChange={(e) => p.onMethod(e.target.value)} title="method">
          {p.methods.map((m) => (
            <option key={m.name} value={m.name} title={m.summary}>
              {m.name}
            </option>
          ))}
        </select>
        <select value={p.language} onChange={(e) => p.onLanguage(e.target.value)} title="program language">
          {LANGUAGES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <button type="button" onClick={p.onAsk} disabled={p.busy} data-testid="ask">
          Ask
        </button>
        {p.busy && (
          <button type="button" onClick={p.onCancel} className="secondary">
            Cancel
          </button>
        )}
      </div>
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
      This server needs an API key: <input name="key" type="password" />{' '}
      <button type="submit">Use key</button>
    </form>
  );
}
