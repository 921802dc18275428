/**
 * The site's search glossary: groups of words readers use for the same thing
 * (synonyms, abbreviations, other products' names). A page whose title
 * or `keywords` front matter name one entry of a group is also
 * found by the others: the build adds them to the page's keywords in the
 * search chunk (build-content/lib/search-keywords.ts), which every search
 * surface indexes below titles and headings. Nothing here is shown to readers.
 *
 * Entries are matched as whole words, ignoring case and a plural "s"; a
 * group should name one idea, or a page about one entry gets the others'
 * readers too. Schema: config/schemas/search.ts; another content tree keeps
 * its own in `_site.json` (`searchGlossary`), and one without has none.
 */
export const searchGlossary: readonly (readonly string[])[] = [
  // Sign-in
  [
    'SSO',
    'single sign-on',
    'SAML',
    'OIDC',
    'identity provider',
    'IdP',
    'Okta',
    'Azure AD',
    'Entra ID',
  ],
  ['SCIM', 'user provisioning', 'deprovisioning'],
  ['RBAC', 'role-based access control', 'permissions', 'roles'],
  ['API key', 'secret key', 'public key', 'credentials'],
  // Configuration
  ['environment variable', 'env var', 'env', 'dotenv'],
  ['self-hosting', 'self-host', 'self-hosted', 'on-premise', 'on-prem', 'own infrastructure'],
  ['Kubernetes', 'k8s', 'Helm'],
  ['Docker Compose', 'docker-compose', 'compose file'],
  ['ClickHouse', 'OLAP database'],
  ['Postgres', 'PostgreSQL', 'RDS'],
  ['S3', 'blob storage', 'object storage', 'bucket', 'MinIO', 'GCS'],
  ['Redis', 'Valkey', 'queue cache'],
  // Tracing
  ['session', 'conversation', 'chat thread', 'thread', 'multi-turn'],
  ['user tracking', 'end user', 'user id', 'per-user'],
  [
    'context propagation',
    'distributed tracing',
    'across services',
    'traceparent',
    'W3C trace context',
  ],
  ['OpenTelemetry', 'OTel', 'OTLP', 'OTEL exporter'],
  ['sampling', 'sample rate', 'reduce volume'],
  ['masking', 'redaction', 'redact', 'PII', 'personal data', 'scrub'],
  ['metadata', 'tags', 'custom attributes'],
  ['flush', 'shutdown', 'serverless', 'AWS Lambda', 'short-lived'],
  // Evaluation
  ['LLM-as-a-judge', 'LLM judge', 'model-based evaluation', 'auto-eval', 'automated evaluation'],
  ['score', 'scoring', 'grade', 'rating'],
  ['annotation', 'human review', 'labeling', 'labelling', 'annotation queue'],
  ['user feedback', 'thumbs up', 'thumbs down', 'feedback widget'],
  ['dataset', 'test set', 'golden set', 'benchmark set'],
  ['experiment', 'dataset run', 'offline evaluation', 'regression test'],
  // Prompts and cost
  ['prompt management', 'prompt versioning', 'prompt registry', 'prompt CMS'],
  ['prompt label', 'production label', 'deploy prompt', 'rollback'],
  ['playground', 'prompt sandbox', 'try prompts'],
  ['cost', 'spend', 'price per token', 'cost tracking'],
  ['token count', 'tokenizer', 'input tokens', 'output tokens'],
  ['dashboard', 'analytics', 'charts', 'metrics'],
  ['data retention', 'TTL', 'delete old data', 'purge'],
  ['export', 'download', 'CSV', 'JSONL'],
  // Integrations
  ['LiteLLM', 'LLM proxy', 'gateway'],
  ['OpenAI', 'GPT', 'ChatGPT', 'gpt-4o'],
  ['Anthropic', 'Claude'],
  ['Azure OpenAI', 'Azure'],
  ['Amazon Bedrock', 'Bedrock', 'AWS'],
  ['Google Vertex AI', 'Vertex AI', 'Gemini'],
  ['LangChain', 'LCEL', 'callback handler'],
  ['LangGraph', 'agent graph'],
  ['LlamaIndex', 'llama index', 'RAG'],
  ['Vercel AI SDK', 'ai sdk', 'Next.js'],
  ['tool calling', 'function calling', 'tool use'],
  // Japanese readers' words
  ['シングルサインオン', 'SSO'],
  ['セルフホスト', 'self-hosting'],
  ['プロンプト管理', 'prompt management'],
  ['評価', 'evaluation', 'スコア'],
];
