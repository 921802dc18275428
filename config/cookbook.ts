/** Cookbook groups in display order; a notebook names its group key in metadata.cookbook.group. */
export const cookbookGroups = [
  { key: 'frameworks', title: 'LLM frameworks' },
  { key: 'model-providers', title: 'Model providers' },
  { key: 'opentelemetry', title: 'OpenTelemetry' },
  { key: 'datasets', title: 'Datasets' },
  { key: 'prompts', title: 'Prompt management' },
  { key: 'evaluation', title: 'Evaluation' },
  { key: 'sdk', title: 'SDK examples' },
] as const;

export type CookbookGroupKey = (typeof cookbookGroups)[number]['key'];

/**
 * Where this site's notebooks live and where they are served (DESIGN.md,
 * Content): `content/<folder>/` holds the `.ipynb` files and the
 * `_routes.json` that lists them; each becomes a page at
 * `<guideRoute>/<name>` and is downloadable at `<downloadRoute>/<file>`.
 */
export const notebookLayout = {
  folder: 'cookbook',
  guideRoute: '/guides/cookbook',
  downloadRoute: '/cookbook',
};
