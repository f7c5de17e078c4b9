/**
 * The page: pick or upload a graph, ask, watch every step arrive, then see the answer and the graph
 * with the answer highlighted. Without a model the banner says only recorded example questions replay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, api, askStreaming } from './api';
import { AskForm, KeyForm } from './components/AskForm';
import { ErrorBox } from './components/ErrorBox';
import { GraphCanvas } from './components/GraphCanvas';
import { GraphPicker } from './components/GraphPicker';
import { ResultPanel } from './components/ResultPanel';
import { RunHistory } from './components/RunHistory';
import { StepCard } from './components/StepCard';
import type {
  AnswerHighlight,
  ApiError,
  GraphView,
  Health,
  LibraryGraph,
  MethodInfo,
  RunRecord,
  RunSummary,
} from './types';

function asApiError(e: unknown): ApiError {
  return e instanceof ApiFailure
    ? e.error
    : { code: 'error', message: e instanceof Error ? e.message : String(e) };
}

/** The recorded questions of an example, as the text to put in the box ('' = the file's own). */
function recordedQuestions(g: LibraryGraph | undefined): string[] {
  return g?.example?.questions.map((q) => ('text' in q ? q.text : '')) ?? [];
}

/** The whole page. */
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
  const [history, setHistory] = useState<RunSummary[]>([]);
  const running = useRef<AbortController | null>(null);
  const graph = graphs.find((g) => g.id === graphId);

  const load = useCallback(async () => {
    try {
      setHealth(await api.health());
      const [m, g] = await Promise.all([api.methods(), api.graphs()]);
      setMethods(m);
      setGraphs(g);
      setHistory(await api.runs());
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
            void showRunGraph(r);
            void api.runs().then(setHistory);
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
  const showRunGraph = async (r: RunRecord) => {
    if (!r.graphId) return;
    try {
      const d = await api.runView(r.id);
      setView(d.view);
      setHighlight(d.highlight);
    } catch (e) {
      setError(asApiError(e));
    }
  };
  const open = async (id: string) => {
    try {
      const r = await api.run(id);
      setRun(r);
      setQuestion(r.question);
      if (r.graphId && graphs.some((g) => g.id === r.graphId)) setGraphId(r.graphId);
      await showRunGraph(r);
    } catch (e) {
      setError(asApiError(e));
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
        <span className="tagline">
          questions about graphs, answered by programs a model writes — every step shown
        </span>
        {health && (
          <span className="model">{health.model ? `model: ${health.model}` : 'no model configured'}</span>
        )}
      </header>
      {health?.replayOnly && (
        <p className="banner" data-testid="replay-banner">
          No model is configured, so this server replays the answers a real model gave when the bundled
          examples were recorded: pick an example and ask one of its recorded questions. Any other question
          needs a model (<code>grraf serve --model provider:model-id</code>).
        </p>
      )}
      {needsKey && <KeyForm onKey={() => void load()} />}
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
          <AskForm
            question={question}
            onQuestion={setQuestion}
            recorded={recordedQuestions(graph)}
            fileQuestion={graph?.question !== undefined}
            methods={methods}
            method={method}
            onMethod={setMethod}
            language={language}
            onLanguage={setLanguage}
            busy={busy}
            onAsk={() => void ask()}
            onCancel={cancel}
          />
          {error && <ErrorBox error={error} />}
          {view && <GraphCanvas view={view} highlight={highlight} />}
          <RunHistory runs={history} {...(run ? { current: run.id } : {})} onOpen={(id) => void open(id)} />
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
          {!run && (
            <p className="muted hint">
              Pick a graph, ask a question, and every step appears here as it happens.
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
