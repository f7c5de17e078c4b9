"""NetworkX oracle for the ComplexGraph truths: reads {"cases": [...]} JSON on stdin, writes answers.

Each case is {"task", "variant", "graph": {"directed", "nodes": [id], "edges": [[u, v, w|null]]},
"args": {"source"?, "target"?, "node"?, "k"?}}. Every answer is computed with NetworkX from the
statement's definition, independently of the TypeScript truths: GraphSkill's reference code where
it is exact, exact NetworkX calls where that code used approximations (max clique, independent set,
diameter). Runs on the project's .venv (`npm run setup:python`: networkx 3.6).
"""
import json
import math
import sys
import types

try:
    import numpy  # noqa: F401
except ImportError:
    # NetworkX's weighted clustering calls numpy.cbrt only; CI's python3 may lack numpy.
    shim = types.ModuleType("numpy")
    shim.cbrt = lambda xs: [math.copysign(abs(x) ** (1 / 3), x) for x in xs]
    sys.modules["numpy"] = shim

import networkx as nx  # noqa: E402


def is_distance_regular(G):
    """nx.is_distance_regular, but right on cycles. NetworkX 3.5+ gives up once the diameter passes
    8 log2(n) / 3, a bound on distance-regular graphs of valency 3 or more that cycles (valency 2)
    do not obey, so it calls every cycle of about 20 nodes or more not distance-regular. A
    connected 2-regular simple graph is a cycle, and every cycle is distance-regular."""
    if len(G) > 2 and not G.is_multigraph() and nx.is_connected(G) and all(d == 2 for _, d in G.degree()):
        return True
    return nx.is_distance_regular(G)


def build(spec):
    G = nx.DiGraph() if spec["directed"] else nx.Graph()
    G.add_nodes_from(spec["nodes"])
    for u, v, w in spec["edges"]:
        if w is None:
            G.add_edge(u, v)
        else:
            G.add_edge(u, v, weight=w)
    return G


def undirected(G):
    U = nx.Graph()
    U.add_nodes_from(G)
    U.add_edges_from((u, v) for u, v in G.edges() if u != v)
    return U


def clustering(G, a, variant):
    weighted = any("weight" in d for _, _, d in G.edges(data=True))
    return nx.clustering(G, a["node"], weight="weight" if weighted else None)


def is_regular(G, a, variant):
    if G.is_directed() and variant.startswith("real_world"):
        return len({d for _, d in G.degree()}) == 1
    return nx.is_regular(G)


def diameter(G, a, variant):
    return nx.diameter(G)


def max_clique(G, a, variant):
    return nx.max_weight_clique(G, weight=None)[0]


def maximum_independent_set(G, a, variant):
    if len(G) > 300 and nx.is_bipartite(G):
        # Large questions are bipartite: n minus a maximum matching (Hopcroft–Karp), by König.
        top = {v for v, c in nx.bipartite.color(G).items() if c == 0}
        return len(G) - len(nx.bipartite.maximum_matching(G, top_nodes=top)) // 2
    return nx.max_weight_clique(nx.complement(G), weight=None)[1]


def bridge_hubs(G, a, variant):
    C = nx.clustering(G)
    scores = []
    for v in G:
        dists = [d for u, d in nx.single_source_shortest_path_length(G, v).items() if u != v]
        dbar = sum(dists) / len(dists) if dists else 0
        scores.append((v, 0.0 if dbar == 0 else (1 - C[v]) / dbar))
    scores.sort(key=lambda x: (-x[1], x[0]))
    return [[v, s] for v, s in scores[: a["k"]]]


def highest_clustered(G, a, variant):
    s, t = a["source"], a["target"]
    on_paths = {v for p in nx.all_shortest_paths(G, s, t) for v in p}
    C = nx.clustering(G)
    best = max(C[v] for v in on_paths)
    dist = nx.single_source_shortest_path_length(G, s)
    return sorted((v for v in on_paths if C[v] == best), key=lambda v: dist[v])


def scc_diameters(G, a, variant):
    out = []
    for comp in nx.strongly_connected_components(G):
        H = undirected(G.subgraph(comp))
        out.append(0 if len(H) <= 1 else nx.diameter(H))
    return out


def flow_among_components(G, a, variant):
    t = a["target"]
    C = nx.clustering(G)
    best, best_score = None, float("-inf")
    for comp in nx.connected_components(G):
        s = min(comp)
        flow = nx.maximum_flow_value(G, s, t, capacity="weight") if t in comp else 0.0
        score = flow * (1 + C[s])
        if score > best_score:
            best, best_score = s, score
    return best


def pair_tightness(G, a, variant):
    s, t = a["source"], a["target"]
    d = nx.shortest_path_length(G, s, t, weight="weight")
    C = nx.clustering(G)
    return (len(list(nx.common_neighbors(G, s, t))) + (C[s] + C[t]) / 2) / (1 + d)


def endpoint_aware_flow(G, a, variant):
    s, t = a["source"], a["target"]
    C = nx.clustering(undirected(G))
    return nx.maximum_flow_value(G, s, t, capacity="weight") * (1 + (C[s] + C[t]) / 2)


def euler_or_clustering(G, a, variant):
    if nx.has_eulerian_path(G):
        H = G.subgraph([v for v, d in G.degree() if d > 0])
        return 0 if len(H) <= 1 else nx.diameter(H)
    C = nx.clustering(G)
    return max(C[a["source"]], C[a["target"]])


def largest_component_diameter(G, a, variant):
    H = G.subgraph(max(nx.connected_components(G), key=len))
    return 0 if len(H) <= 1 else nx.diameter(H)


def scc_euler(G, a, variant):
    sccs = list(nx.strongly_connected_components(G))
    return max(len(c) for c in sccs) if nx.has_eulerian_path(G) else len(sccs)


TASKS = {
    "is_connected": lambda G, a, v: nx.is_connected(G),
    "connected_components": lambda G, a, v: nx.number_connected_components(G),
    "strongly_connected_components": lambda G, a, v: nx.number_strongly_connected_components(G),
    "shortest_path_length": lambda G, a, v: nx.shortest_path_length(G, a["source"], a["target"], weight="weight"),
    "has_eulerian_path": lambda G, a, v: nx.has_eulerian_path(G),
    "is_bipartite": lambda G, a, v: nx.is_bipartite(G),
    "diameter": diameter,
    "is_regular": is_regular,
    "is_distance_regular": lambda G, a, v: is_distance_regular(G),
    "maximum_flow": lambda G, a, v: nx.maximum_flow_value(G, a["source"], a["target"], capacity="weight"),
    "max_clique": max_clique,
    "maximum_independent_set": maximum_independent_set,
    "clustering": clustering,
    "common_neighbors": lambda G, a, v: sorted(nx.common_neighbors(G, a["source"], a["target"])),
    "highest_clustered_node_in_shortest_path": highest_clustered,
    "scc_and_diameter_nested": scc_diameters,
    "flow_aware_local_clustering_among_cc": flow_among_components,
    "pair_tightness_score": pair_tightness,
    "clustering_and_shortest_path": bridge_hubs,
    "endpoint_aware_flow_score": endpoint_aware_flow,
    "shortest_path_and_eular_tour": euler_or_clustering,
    "largest_component_and_diameter": largest_component_diameter,
    "scc_and_eulerian_feasibility": scc_euler,
}


def main():
    req = json.load(sys.stdin)
    out = [TASKS[c["task"]](build(c["graph"]), c.get("args", {}), c.get("variant", "plain")) for c in req["cases"]]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
