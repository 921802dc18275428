/**
 * Static map from a page route to the handles of the people who wrote it.
 * Team handles resolve through team.ts; any other handle is a GitHub user.
 * A route prefix entry (ending in "/*") applies to every page below it.
 * Every docs page has an exact entry (tests/content/docs-content.test.ts checks it).
 */
export const contributorsByRoute: Readonly<Record<string, readonly string[]>> = {
  // Getting started
  '/docs': ['mira', 'lena', 'jonas'],
  '/docs/get-started': ['lena', 'tomas', 'mira'],
  '/docs/roadmap': ['mira', 'jonas', 'priya'],

  // Tracing
  '/docs/tracing': ['tomas', 'lena', 'jonas'],
  '/docs/tracing-features/observation-types': ['tomas', 'lena'],
  '/docs/tracing-features/sessions': ['hana', 'lena'],
  '/docs/tracing-features/users': ['hana', 'sofia'],
  '/docs/tracing-features/tags': ['hana', 'lena'],
  '/docs/tracing-features/metadata': ['hana', 'tomas'],
  '/docs/tracing-features/environments': ['tomas', 'felix'],
  '/docs/tracing-features/releases-and-versioning': ['tomas', 'lena'],
  '/docs/tracing-features/trace-ids': ['tomas', 'hana'],
  '/docs/tracing-features/log-levels': ['hana', 'lena'],
  '/docs/tracing-features/sampling': ['tomas', 'jonas'],
  '/docs/tracing-features/masking': ['hana', 'david', 'lena'],
  '/docs/tracing-features/multi-modality': ['felix', 'hana'],

  // SDKs and OpenTelemetry
  '/docs/sdk': ['lena', 'tomas'],
  '/docs/sdk/python/sdk-v3': ['tomas', 'hana', 'lena'],
  '/docs/sdk/python/decorators': ['tomas', 'lena'],
  '/docs/sdk/python/context-managers': ['tomas', 'hana'],
  '/docs/sdk/python/configuration': ['hana', 'tomas'],
  '/docs/sdk/python/low-level-sdk': ['tomas', 'omar'],
  '/docs/sdk/typescript/guide': ['felix', 'jonas', 'lena'],
  '/docs/sdk/typescript/serverless': ['felix', 'jonas'],
  '/docs/opentelemetry/get-started': ['jonas', 'tomas', 'lena'],
  '/docs/opentelemetry/attribute-mapping': ['jonas', 'tomas'],
  '/docs/model-usage-and-cost': ['ada', 'hana', 'lena'],
  '/docs/analytics': ['ada', 'sofia'],
  '/docs/query-traces': ['hana', 'ada'],

  // Prompt engineering
  '/docs/prompts/get-started': ['leon', 'lena', 'priya'],
  '/docs/prompts/versioning-and-labels': ['leon', 'lena'],
  '/docs/prompts/variables-and-chat-prompts': ['leon', 'felix'],
  '/docs/prompts/config': ['leon', 'ada'],
  '/docs/prompts/caching': ['leon', 'tomas'],
  '/docs/prompts/link-to-traces': ['leon', 'hana'],
  '/docs/playground': ['felix', 'leon'],

  // Evaluation
  '/docs/scores/overview': ['priya', 'ada', 'lena'],
  '/docs/scores/model-based-evals': ['ada', 'priya'],
  '/docs/scores/custom': ['ada', 'lena'],
  '/docs/scores/annotation': ['ada', 'leon'],
  '/docs/scores/score-configs': ['ada', 'leon'],
  '/docs/datasets/overview': ['priya', 'ada', 'lena'],
  '/docs/datasets/experiments': ['priya', 'ada'],
  '/docs/datasets/python-cookbook': ['priya', 'omar'],

  // Platform
  '/docs/api': ['jonas', 'hana', 'lena'],
  // Generated from content/docs/api/reference/openapi.yaml.
  '/docs/api/reference/*': ['jonas', 'hana'],
  '/docs/rbac': ['david', 'jonas'],
  '/docs/data-retention': ['david', 'hana'],
  '/docs/deployment': ['jonas', 'david', 'lena'],

  // Guides
  '/docs/guides': ['lena', 'sofia'],
  '/docs/guides/evaluate-rag-pipeline': ['priya', 'omar', 'lena'],
  '/docs/guides/debug-an-agent': ['tomas', 'omar'],
  '/docs/guides/monitor-cost-in-production': ['sofia', 'ada'],
  '/docs/guides/prompt-ab-testing': ['leon', 'sofia'],
  '/docs/guides/regression-tests-in-ci': ['omar', 'priya'],
};
