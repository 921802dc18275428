/** Open-source projects we like and work alongside, for /oss-friends. Pure data. */
export interface OssFriend {
  name: string;
  description: string;
  href: string;
}

export const ossFriends: readonly OssFriend[] = [
  {
    name: 'OpenTelemetry',
    description:
      'The vendor-neutral standard for traces, metrics and logs that our ingestion speaks.',
    href: 'https://opentelemetry.io',
  },
  {
    name: 'ClickHouse',
    description: 'The column store behind fast filtering over billions of observations.',
    href: 'https://github.com/ClickHouse/ClickHouse',
  },
  {
    name: 'PostgreSQL',
    description: 'Holds projects, prompts, datasets and everything that needs transactions.',
    href: 'https://www.postgresql.org',
  },
  {
    name: 'Redis',
    description: 'Queues ingestion events between the web container and the worker.',
    href: 'https://github.com/redis/redis',
  },
  {
    name: 'LiteLLM',
    description: 'One interface to a hundred model APIs, with a logging hook into traces.',
    href: 'https://github.com/BerriAI/litellm',
  },
  {
    name: 'LangChain',
    description: 'A framework for chains and agents with a callback system we plug into.',
    href: 'https://github.com/langchain-ai/langchain',
  },
  {
    name: 'LlamaIndex',
    description: 'Data framework for retrieval applications, instrumented through OpenTelemetry.',
    href: 'https://github.com/run-llama/llama_index',
  },
  {
    name: 'DSPy',
    description: 'Programming, not prompting: modules and optimisers for language model pipelines.',
    href: 'https://github.com/stanfordnlp/dspy',
  },
  {
    name: 'Ollama',
    description: 'Runs open-weight models on a laptop, handy for evaluating without an API bill.',
    href: 'https://github.com/ollama/ollama',
  },
  {
    name: 'Flowise',
    description: 'Drag-and-drop builder for LLM flows that sends its traces to us natively.',
    href: 'https://github.com/FlowiseAI/Flowise',
  },
  {
    name: 'Langflow',
    description: 'A visual editor for agents and RAG pipelines with built-in tracing settings.',
    href: 'https://github.com/langflow-ai/langflow',
  },
  {
    name: 'Dify',
    description: 'An open platform for LLM apps and workflows with a monitoring integration.',
    href: 'https://github.com/langgenius/dify',
  },
];
