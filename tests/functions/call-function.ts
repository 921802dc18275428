import { createPagesEventContext, waitOnExecutionContext } from 'cloudflare:test';

type Handler = PagesFunction<Cloudflare.Env>;

/** Runs a Pages Function handler on a request and waits for its waitUntil work. */
export async function callFunction(
  handler: Handler,
  request: Request,
  next?: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const context = createPagesEventContext<Handler>({
    request: request as Request<unknown, IncomingRequestCfProperties>,
    next,
    params: {},
    data: {},
  });
  const response = await handler(context);
  await waitOnExecutionContext(context);
  return response;
}

/** POSTs `body` (JSON unless a string) to `handler` as `url` with `headers`. */
export function postJson(
  handler: Handler,
  url: string,
  body: unknown,
  headers: HeadersInit = {},
): Promise<Response> {
  const all = new Headers({ 'content-type': 'application/json' });
  for (const [name, value] of new Headers(headers)) all.set(name, value);
  return callFunction(
    handler,
    new Request(url, {
      method: 'POST',
      headers: all,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
