/** Any /api/ path without its own function: a JSON 404 instead of the SPA. */
import { jsonError } from '../_lib/json';

export const onRequest: PagesFunction = ({ request }) =>
  jsonError(404, `no such endpoint: ${new URL(request.url).pathname}`);
