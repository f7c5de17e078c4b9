/**
 * A small documentation tree for retriever tests: four chapters, two of them with sections,
 * leaves at depth 2 and 3.
 */
import { createDocTree, type DocNodeInput, type DocTree } from '../doc-tree.js';

const leaf = (name: string, description: string): DocNodeInput => ({
  name,
  description,
  text: `${name}(G, ...)\n\n${description} Full documentation of ${name}.`,
});

/** Flows › {Maximum Flow › [maximum_flow, minimum_cut], Min Cost › [min_cost_flow]}, Clustering › […], … */
export function smallTree(): DocTree {
  return createDocTree('small', 'a test tree', [
    {
      name: 'Flows',
      description: 'Maximum flow and minimum cut algorithms.',
      children: [
        {
          name: 'Maximum Flow',
          description: 'Maximum single-commodity flow.',
          children: [
            leaf('maximum_flow', 'Find a maximum single-commodity flow.'),
            leaf('minimum_cut', 'Compute a minimum cut.'),
          ],
        },
        {
          name: 'Min Cost',
          description: 'Minimum cost flows.',
          children: [leaf('min_cost_flow', 'Find a minimum cost flow.')],
        },
      ],
    },
    {
      name: 'Clustering',
      description: 'Clustering coefficients.',
      children: [
        leaf('clustering', 'Compute the clustering coefficient for nodes.'),
        leaf('average_clustering', 'Compute the average clustering coefficient.'),
      ],
    },
    {
      name: 'Shortest Paths',
      description: 'Shortest path algorithms.',
      children: [
        {
          name: 'generic',
          description: 'Generic shortest paths.',
          children: [leaf('shortest_path_length', 'Compute shortest path lengths in the graph.')],
        },
      ],
    },
    {
      name: 'Eulerian',
      description: 'Eulerian paths.',
      children: [leaf('has_eulerian_path', 'True iff G has an Eulerian path.')],
    },
  ]);
}
