"""NetworkX side of `npm run bench:exec` (dev only): times NetworkX calls on the bench graphs.

Reads {"graphs": {name: {file, n, directed, multi}}, "setup": code, "tasks": [{name, expr, check,
args, rounds, timeout, setup}]} on stdin (setup: statements run before timing, e.g. a second graph). Builds each graph from its edge list (nodes 0..n-1, `u v weight` lines; node weights in
`file.nodes`), then for each task evaluates `expr` once per argument tuple `a` and `check` on its
result `r`, timing only the evaluation of `expr` (wall: perf_counter, CPU: process_time bounded by wall); with
`rounds` > 1 it does so that many times and reports the median round's means. A task that runs
past its timeout (seconds per round) reports "timeout"; one that raises reports the
exception. Writes [{name, wall_ms, cpu_ms, checks} | {name, error}] as JSON on stdout.
Runs under /usr/bin/python3 with Debian's networkx 2.8.8.
"""
import gc
import json
import signal
import sys
import time

import networkx as nx
from networkx.algorithms import isomorphism as iso


def build(spec):
    cls = {(False, False): nx.Graph, (True, False): nx.DiGraph,
           (False, True): nx.MultiGraph, (True, True): nx.MultiDiGraph}
    G = cls[(bool(spec["directed"]), bool(spec["multi"]))]()
    with open(spec["file"] + ".nodes") as f:
        G.add_nodes_from((i, {"weight": int(w)}) for i, w in enumerate(f.read().split()))
    with open(spec["file"]) as f:
        G.add_weighted_edges_from((int(u), int(v), int(w)) for u, v, w in (line.split() for line in f))
    return G


class Timeout(Exception):
    pass


def on_alarm(_signum, _frame):
    raise Timeout()


def one_round(task, env, checks):
    """Mean wall and CPU ms per argument tuple; `checks` gets one value per tuple, in the first round."""
    walls, cpus = [], []
    # Collect once, then time with the collector off, as timeit does: a full collection over a
    # million-edge graph's objects costs more than most calls.
    gc.collect()
    gc.disable()
    try:
        for a in task["args"]:
            scope = dict(env, a=a)
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


def run(task, env):
    checks, rounds = [], []
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(task.get("timeout", 600)) * int(task.get("rounds", 1)))
    try:
        exec(task.get("setup", ""), env)
        for _ in range(int(task.get("rounds", 1))):
            rounds.append(one_round(task, env, checks))
    except Timeout:
        return {"name": task["name"], "error": "timeout"}
    except Exception as e:  # the message is the result: the bench prints it
        return {"name": task["name"], "error": f"{type(e).__name__}: {e}"[:200]}
    finally:
        signal.alarm(0)
    return {"name": task["name"], "wall_ms": median([w for w, _ in rounds]),
            "cpu_ms": median([c for _, c in rounds]), "checks": checks}


def main():
    req = json.load(sys.stdin)
    env = {"nx": nx, "iso": iso}
    for name, spec in req["graphs"].items():
        env[name] = build(spec)
    exec(req.get("setup", ""), env)
    out = [run(task, env) for task in req["tasks"]]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
