/**
 * Runs INSIDE the isolate: the functions a program can call besides graphology's own methods.
 * Until the algorithm library (src/algorithms) lands, graphology's standard packages.
 */
import { connectedComponents, stronglyConnectedComponents } from 'graphology-components';
import { dijkstra, unweighted } from 'graphology-shortest-path';

/** Name → function, installed as globals and under `algorithms`. */
export const library: Record<string, unknown> = {
  connectedComponents,
  stronglyConnectedComponents,
  dijkstraPath: dijkstra.bidirectional,
  dijkstraSingleSource: dijkstra.singleSource,
  shortestPath: unweighted.bidirectional,
  shortestPathSingleSource: unweighted.singleSource,
};
