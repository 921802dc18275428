/**
 * Building blocks shared by the configuration schemas. Node-only (zod): the
 * app imports the plain data in config/*.ts and never these schemas, so zod
 * stays out of the browser's JavaScript.
 */
import { z } from 'zod';

/** An absolute http(s) URL. */
export const httpUrl = z.string().refine((value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}, 'an absolute http(s) URL');

/** A route of this site: starts with one slash. */
export const route = z.string().regex(/^\/(?!\/)/, 'a route starting with "/"');

/** Where a link goes: a route of this site or an absolute http(s) URL. */
export const href = z.union([route, httpUrl]);

/** Non-empty text shown to readers. */
export const label = z.string().trim().min(1);
