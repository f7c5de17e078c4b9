/**
 * Each dataset's conventions for terms its questions leave open, stated as task hints (see Task.hints)
 * so the model is told what the labels mean, and the product's own prompts stay free of any
 * dataset's conventions. Each hint is the convention the dataset's truth rules follow
 * (bench/truth/), verified against the data (shared/data/README.md).
 */

/** GraphInstruct (and the GraphInstruct-style generated questions), by task. */
export const GRAPHINSTRUCT_HINTS: Readonly<Record<string, readonly string[]>> = {
  substructure: [
    "G' is present in G when G has a subgraph isomorphic to G' that need not be induced (a monomorphism: " +
      "every edge of G' maps to an edge of G; G may have more edges among the matched nodes).",
  ],
  bipartite: ['Bipartiteness is judged on the graph with edge directions ignored.'],
};

/** GTools, by task (the first segment of `Degree_Count/Di`). */
export const GTOOLS_HINTS: Readonly<Record<string, readonly string[]>> = {
  Degree_Count: ["A node's degree in a directed graph is its in-degree plus its out-degree."],
  Triangle: ["A triangle's weight is the sum of the weights of its three edges."],
};

/** The hints of a task (none when the dataset has no convention for it). */
export function hintsFor(
  table: Readonly<Record<string, readonly string[]>>,
  task: string,
): string[] | undefined {
  const hints = table[task];
  return hints ? [...hints] : undefined;
}
