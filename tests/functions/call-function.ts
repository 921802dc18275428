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
