"""Python peers of `npm run bench:exec` (dev only): times NetworkX, igraph or graph-tool calls on a
bench graph, one task at a time, so the bench can interleave each task's timings on every side.

Line protocol on stdin/stdout (one JSON document per line):
- first line in: {"peer": "networkx" | "igraph" | "graph-tool", "graph": {file, n, directed, multi}, "setup": code,
  "fresh": code run before each timed call, untimed (igraph caches what it learned of a graph,
  such as whether it is acyclic, and a program meets a fresh graph)};
  it builds `G` from the edge list (nodes 0..n-1, `u v weight` lines; node weights in
  `file.nodes`) and answers {"ready": true, "build_ms": ...};
- then per line in: {name, expr, check, args, rounds, timeout, setup}; it evaluates `expr` once per
  argument tuple `a` and `check` on its result `r`, timing only `expr` (wall: perf_counter, CPU:
  process_time bounded by wall), `rounds` times, and answers {name, wall_ms, cpu_ms, checks} with
  the median round's means, or {name, error} ("timeout" past `timeout` seconds per round, else the
  exception).
NetworkX runs under the project's .venv (NetworkX 3, `npm run setup:python`); igraph under the
bench's .venv-bench (scripts/python/bench-setup.mjs); graph-tool under the interpreter its
distribution package installs into (Debian's /usr/bin/python3, `apt-get install
python3-graph-tool`): it is not on PyPI. With igraph, `G` is an igraph.Graph on vertices 0..n-1
with the edge attribute "weight", and `W` holds the node weights by id; with graph-tool, `G` is a
graph_tool.Graph on vertices 0..n-1 with the internal edge property "weight" (int), and `W` the
node weights by id. This script uses the standard library only, so any of the three runs it.
"""
import gc
import json
import signal
import sys
import time


def build_networkx(spec):
    import networkx as nx
    from networkx.algorithms import isomorphism as iso

    cls = {(False, False): nx.Graph, (True, False): nx.DiGraph,
           (False, True): nx.MultiGraph, (True, True): nx.MultiDiGraph}
    G = cls[(bool(spec["directed"]), bool(spec["multi"]))]()
    with open(spec["file"] + ".nodes") as f:
        G.add_nodes_from((i, {"weight": int(w)}) for i, w in enumerate(f.read().split()))
    with open(spec["file"]) as f:
        G.add_weighted_edges_from((int(u), int(v), int(w)) for u, v, w in (line.split() for line in f))
    return {"nx": nx, "iso": iso, "G": G}


def build_igraph(spec):
    import igraph as ig

    with open(spec["file"]) as f:
        rows = [line.split() for line in f]
    G = ig.Graph(n=int(spec["n"]), edges=[(int(u), int(v)) for u, v, _ in rows],
                 directed=bool(spec["directed"]))
    G.es["weight"] = [int(w) for _, _, w in rows]
    with open(spec["file"] + ".nodes") as f:
        W = [int(w) for w in f.read().split()]
    return {"ig": ig, "G": G, "W": W}


def build_graphtool(spec):
    import warnings

    # Its drawing modules warn when cairo or matplotlib is missing; the bench draws nothing.
    warnings.filterwarnings("ignore", category=RuntimeWarning, module="graph_tool")
    import graph_tool
    import numpy as np
    from graph_tool import clustering, flow, topology

    # grraf runs on one thread; graph-tool's OpenMP loops (clustering, some traversals) would take
    # both cores of the machine.
    graph_tool.openmp_set_num_threads(1)
    rows = np.loadtxt(spec["file"], dtype=np.int64, ndmin=2)
    G = graph_tool.Graph(directed=bool(spec["directed"]))
    G.add_vertex(int(spec["n"]))
    G.add_edge_list(rows[:, :2])
    weight = G.new_edge_property("int")
    weight.a = rows[:, 2]
    G.edge_properties["weight"] = weight
    with open(spec["file"] + ".nodes") as f:
        W = [int(w) for w in f.read().split()]
    return {"gt": graph_tool, "topology": topology, "flow": flow, "clustering": clustering,
            "np": np, "G": G, "W": W}


BUILDERS = {"networkx": build_networkx, "igraph": build_igraph, "graph-tool": build_graphtool}


class Timeout(Exception):
    pass


def on_alarm(_signum, _frame):
    raise Timeout()


def one_round(task, env, checks, fresh):
    """Mean wall and CPU ms per argument tuple; `checks` gets one value per tuple, in the first round."""
    walls, cpus = [], []
    # Collect once, then time with the collector off, as timeit does: a full collection over a
    # million-edge graph's objects costs more than most calls.
    gc.collect()
    gc.disable()
    try:
        for a in task["args"]:
            scope = dict(env, a=a)
            if fresh:
                exec(fresh, scope)
            w0, c0 = time.perf_counter(), time.process_time()
            r = eval(task["expr"], scope)
            wall, cpu = time.perf_counter() - w0, time.process_time() - c0
            walls.append(wall * 1000)
            # Bounded by the wall time, as the JavaScript side's CPU clock is (one thread here).
            cpus.append(min(cpu, wall) * 1000)
            if len(checks) < len(task["args"]):
                checks.append(eval(task["check"], dict(scope, r=r)))
    finally:
        gc.enable()
    return sum(walls) / len(walls), sum(cpus) / len(cpus)


def median(xs):
    """The median, as the JavaScript side's (src/bench/report/stats.ts) takes it."""
    s, m = sorted(xs), len(xs) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def run(task, env, fresh):
    checks, rounds = [], []
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(task.get("timeout", 600)) * int(task.get("rounds", 1)))
    try:
        scope = dict(env)
        exec(task.get("setup", ""), scope)
        for _ in range(int(task.get("rounds", 1))):
            rounds.append(one_round(task, scope, checks, fresh))
    except Timeout:
        return {"name": task["name"], "error": "timeout"}
    except Exception as e:  # the message is the result: the bench prints it
        return {"name": task["name"], "error": f"{type(e).__name__}: {e}"[:200]}
    finally:
        signal.alarm(0)
    return {"name": task["name"], "wall_ms": median([w for w, _ in rounds]),
            "cpu_ms": median([c for _, c in rounds]), "checks": checks}


def answer(doc):
    sys.stdout.write(json.dumps(doc) + "\n")
    sys.stdout.flush()


def main():
    first = json.loads(sys.stdin.readline())
    t0 = time.perf_counter()
    env = BUILDERS[first["peer"]](first["graph"])
    exec(first.get("setup", ""), env)
    answer({"ready": True, "build_ms": (time.perf_counter() - t0) * 1000})
    for line in sys.stdin:
        if line.strip():
            answer(run(json.loads(line), env, first.get("fresh", "")))


if __name__ == "__main__":
    main()
