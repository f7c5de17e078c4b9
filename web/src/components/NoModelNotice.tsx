/**
 * What a person sees when a question needs a model and none is configured: one sentence and one
 * command, not the CLI's list of every way to configure one.
 */

/** The command shown: one provider, as the README's first example. */
export const MODEL_COMMAND = 'npx grraf serve --model openai:gpt-4o-mini';

/** The notice. */
export function NoModelNotice() {
  return (
    <section className="notice" data-testid="no-model" aria-live="polite">
      <h2>This question needs a model</h2>
      <p>
        No model is configured, so this page can only replay the recorded questions of the bundled examples.
        To ask anything else, start the server with a model, for example (with <code>OPENAI_API_KEY</code>{' '}
        set):
      </p>
      <pre className="command">
        <code>{MODEL_COMMAND}</code>
      </pre>
      <p className="muted">Other providers: see “Configuring a model” in the README.</p>
    </section>
  );
}
