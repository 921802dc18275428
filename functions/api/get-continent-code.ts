/** GET /api/get-continent-code: the visitor's continent, used to pick a cloud region. */
import { continentOf } from '../_lib/continent';
import type { Env } from '../_lib/env';
import { json, methodNotAllowed } from '../_lib/json';

export const onRequestGet: PagesFunction<Env> = ({ request, env }) =>
  // no-store (from json()): the answer depends on who asks.
  json({ continentCode: continentOf(request, env.CONTINENT_HEADER) });

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['GET']);
