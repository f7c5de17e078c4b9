/**
 * The page: pick or upload a graph, ask, watch every step arrive, then see the answer and the graph
 * with the answer highlighted. Without a model the banner says only recorded example questions replay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, api, askStreaming, setApiKey } from './api';
import { ErrorBox } from './components/ErrorBox';
import { GraphCanvas } from './components/GraphCanvas';
import { GraphPicker } from './components/GraphPicker';
import { ResultPanel } from './components/ResultPanel';
import { StepCard } from './components/StepCard';
import type { AnswerHighlight, ApiError, GraphView, Health, LibraryGraph, MethodInfo, RunRecord } from './types';

const LANGUAGES = ['js', 'python', 'cypher'];

function asApiError(e: unknown): ApiError {
  return e instanceof ApiFailure ? e.error : { code: 'error', message: e instanceof Error ? e.message : String(e) };
}

/** The recorded questions of an example, as the text to put in the box ('' = the file's own). */
function recordedQuestions(g: LibraryGraph | undefined): string[] {
  return g?.example?.questions.map((q) => ('text' in q ? q.text : '')) ?? [];
}

export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [methods, setMethods] = useState<MethodInfo[]>([]);
  const [graphs, setGraphs] = useState<LibraryGraph[]>([]);
  const [graphId, setGraphId] = useState<string>();
  const [view, setView] = useState<GraphView | null>(null);
  const [highlight, setHighlight] = useState<AnswerHighlight | null>(null);
  const [question, setQuestion] = useState('');
  const [method, setMethod] = useState('grraf');
  const [language, setLanguage] = useState('js');
  const [run, setRun] = useState<RunRecord | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [needsKey, setNeedsKey] = useState(false);
  const running = useRef<AbortController | null>(null);
  const graph = graphs.find((g) => g.id === graphId);

  const load = useCallback(async () => {
    try {
      setHealth(await api.health());
      const [m, g] = await Promise.all([api.methods(), api.graphs()]);
      setMethods(m);
      setGraphs(g);
      setNeedsKey(false);
      return g;
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 401) setNeedsKey(true);
      else setError(asApiError(e));
      return [];
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const select = async (id: string, list = graphs) => {
    setGraphId(id);
    setHighlight(null);
    setView(null);
    setQuestion(recordedQuestions(list.find((g) => g.id === id))[0] ?? '');
    try {
      setView(await api.graphView(id));
    } catch (e) {
      setError(asApiError(e));
    }
  };

  const ask = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setHighlight(null);
    setRun(null);
    try {
      await askStreaming(
        { ...(question.trim() ? { question } : {}), ...(graphId ? { graphId } : {}), method, language },
        {
          onRun: (r) => setRun(r),
          onStep: (s) => setRun((r) => (r ? { ...r, status: 'running', steps: [...r.steps, s] } : r)),
          onEnd: (r) => {
            setRun(r);
            if (r.graphId) void api.runView(r.id).then((d) => {
              setView(d.view);
              setHighlight(d.highlight);
            });
          },
        },
        controller.signal,
      );
    } catch (e) {
      if (!controller.signal.aborted) setError(asApiError(e));
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const cancel = () => {
    running.current?.abort();
    setRun((r) => (r ? { ...r, status: 'cancelled' } : r));
  };
  const busy = run?.status === 'running' || run?.status === 'queued';

  return (
    <div className="page">
      <header className="top">
        <h1>grraf</h1>
        <span className="tagline">questions about graphs, answered by programs a model writes — every step shown</span>
        {health && <span className="model">{health.model ? `model: ${health.model}` : 'no model configured'}</span>}
      </header>
      {health?.replayOnly && (
        <p className="banner" data-testid="replay-banner">
          No model is configured, so this server replays the answers a real model gave when the bundled examples were
          recorded: pick an example and ask one of its recorded questions. Any other question needs a model (
          <code>grraf serve --model provider:model-id</code>).
        </p>
      )}
      {needsKey && (
        <form
          className="banner"
          onSubmit={(e) => {
            e.preventDefault();
            setApiKey(String(new FormData(e.currentTarget).get('key') ?? ''));
            void load();
          }}
        >
          This server needs an API key: <input name="key" type="password" /> <button type="submit">Use key</button>
        </form>
      )}
      <main>
        <div className="left">
          <GraphPicker
            graphs={graphs}
            selected={graphId}
            onSelect={(id) => void select(id)}
            onUploaded={async (g) => {
              const list = await load();
              await select(g.id, list);
            }}
          />
          <section className="ask">
            <label>
              Question
              <textarea
                value={question}
                rows={3}
                placeholder={graph?.question ? 'empty: ask the question in the graph file' : 'ask about the graph…'}
                onChange={(e) => setQuestion(e.target.value)}
                data-testid="question"
              />
            </label>
            {recordedQuestions(graph).length > 0 && (
              <div className="recorded">
                recorded:{' '}
                {recordedQuestions(graph).map((q) => (
                  <button type="button" key={q} className="chip" onClick={() => setQuestion(q)}>
                    {q || 'the question in the file'}
                  </button>
                ))}
              </div>
            )}
            <div className="controls">
              <select value={method} onChange={(e) => setMethod(e.target.value)} title="method">
                {methods.map((m) => (
                  <option key={m.name} value={m.name} title={m.summary}>
                    {m.name}
                  </option>
                ))}
              </select>
              <select value={language} onChange={(e) => setLanguage(e.target.value)} title="program language">
                {LANGUAGES.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
              <button type="button" onClick={() => void ask()} disabled={busy} data-testid="ask">
                Ask
              </button>
              {busy && (
                <button type="button" onClick={cancel} className="secondary">
                  Cancel
                </button>
              )}
            </div>
          </section>
          {error && <ErrorBox error={error} />}
          {view && <GraphCanvas view={view} highlight={highlight} />}
        </div>
        <div className="right">
          {run && run.status !== 'running' && run.status !== 'queued' && <ResultPanel run={run} />}
          {run && (
            <section className="steps" data-step-count={run.steps.length}>
              <h2>
                Steps <span className="muted">{busy ? 'streaming…' : `${run.steps.length} steps`}</span>
              </h2>
              {run.steps.map((s) => (
                <StepCard key={s.index} step={s} />
              ))}
            </section>
          )}
          {!run && <p className="muted hint">Pick a graph, ask a question, and every step appears here as it happens.</p>}
        </div>
      </main>
    </div>
  );
}
