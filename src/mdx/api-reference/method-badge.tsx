import './api-reference.css';

/** "GET", "POST", … as a coloured badge (sidebar entries of API reference pages). */
export function MethodBadge({ method }: { method: string }) {
  const lower = method.toLowerCase();
  return <span className={`api-method api-method-${lower}`}>{method}</span>;
}

/** The HTTP method an API reference page documents, from its front matter. */
export function apiMethodOf(frontMatter: Record<string, unknown> | undefined): string | undefined {
  const method = frontMatter?.apiMethod;
  return typeof method === 'string' && /^[A-Z]+$/.test(method) ? method : undefined;
}
