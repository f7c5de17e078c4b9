/**
 * The page: pick or upload a graph, ask, watch every step arrive, then see the answer and the graph
 * with the answer drawn on it. On a narrow screen the answer comes right after the question, above
 * the graph. Without a model only the bundled examples' recorded questions replay: the page says
 * so in one line, disables the choices that cannot replay, and a question that needs a model gets
 * a short notice that goes away when the graph changes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiFailure, api, askStreaming } from './api';
import { AskForm, KeyForm } from './components/AskForm';
import { ErrorBox } from './components/ErrorBox';
import { GraphCanvas } from './components/GraphCanvas';
import { GraphPicker } from './components/GraphPicker';
import { NoModelNotice } from './components/NoModelNotice';
import { ResultPanel } from './components/ResultPanel';
import { RunHistory } from './components/RunHistory';
import { StepCard, shownProgramFor } from './components/StepCard';
import { marksFromHighlight } from './graph/marks';
import { nameMap } from './names';
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
  const marks = useMemo(() => marksFromHighlight(highlight), [highlight]);
  const names = useMemo(() => nameMap(view?.nodes ?? []), [view]);

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

  // Without a model, an example replays only what was recorded, and an upload cannot be asked about.
  const replays = health?.replayOnly ? health.replays : null;
  const recorded = recordedQuestions(graph);
  const replayOnly =
    replays && graph?.example?.recorded
      ? {
          ...replays,
          reason: `No model configured: the recorded answers replay with ${replays.method} in ${replays.language} only.`,
        }
      : undefined;
  const blocked =
    health?.replayOnly && graph && !graph.example?.recorded
      ? 'No model is configured, so only the bundled examples’ recorded questions can be answered; this graph is drawn, but asking about it needs a model (grraf serve --model …).'
      : undefined;
  const typed = question.trim();
  const hint =
    replayOnly && !recorded.includes(typed) && !(typed === '' && recorded.includes(''))
      ? 'Not a recorded question: without a model only the recorded questions below replay.'
      : undefined;

  const select = async (id: string, list = graphs) => {
    running.current?.abort();
    setGraphId(id);
    setHighlight(null);
    setView(null);
    // The last answer, or the notice that it needs a model, was about the other graph.
    setRun(null);
    setError(null);
    const next = list.find((g) => g.id === id);
    setQuestion(recordedQuestions(next)[0] ?? '');
    if (replays && next?.example?.recorded) {
      setMethod(replays.method);
      setLanguage(replays.language);
    }
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
  // The server refuses, before running anything, a question that needs a model it does not have.
  const modelNeeded = error?.code === 'config' && health?.replayOnly === true;
  const shown = run ? shownProgramFor(run.steps, busy ? undefined : run.solution?.program?.code) : undefined;

  return (
    <div className="page">
      <header className="top">
        <h1>grraf</h1>
        <span className="tagline">
          questions about graphs, answered by programs a model writes — every step shown
        </span>
        {health && (
          <span className="model" data-testid="model">
            {health.model ? `model: ${health.model}` : 'no model: replaying recorded answers'}
          </span>
        )}
      </header>
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
            recorded={recorded}
            fileQuestion={graph?.question !== undefined}
            methods={methods}
            method={method}
            onMethod={setMethod}
            language={language}
            onLanguage={setLanguage}
            replayOnly={replayOnly}
            blocked={blocked}
            hint={hint}
            busy={busy}
            onAsk={() => void ask()}
            onCancel={cancel}
          />
          {error && !modelNeeded && <ErrorBox error={error} />}
          {view && <GraphCanvas view={view} marks={marks} note={highlight?.note} />}
          <RunHistory runs={history} {...(run ? { current: run.id } : {})} onOpen={(id) => void open(id)} />
        </div>
        <div className="right">
          {modelNeeded && <NoModelNotice />}
          {run && !busy && <ResultPanel run={run} names={names} replayOnly={health?.replayOnly ?? false} />}
          {run && (
            <section className="steps" data-step-count={run.steps.length} aria-label="Steps">
              <h2>
                Steps <span className="muted">{busy ? 'streaming…' : `${run.steps.length} steps`}</span>
              </h2>
              {run.steps.map((s) => (
                <StepCard key={s.index} step={s} shown={shown?.(s)} />
              ))}
            </section>
          )}
          {!run && !modelNeeded && (
            <p className="muted hint">
              Pick a graph, ask a question, and every step appears here as it happens.
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
