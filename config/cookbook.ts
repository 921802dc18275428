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
