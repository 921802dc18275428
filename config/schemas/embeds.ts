import { z } from 'zod';
import { embedHosts } from '../embeds.ts';
import { label } from './common.ts';

const SANDBOX_TOKENS = [
  'allow-forms',
  'allow-modals',
  'allow-popups',
  'allow-presentation',
  'allow-same-origin',
  'allow-scripts',
] as const;

/** A host whose pages content may embed with `<iframe>`; also the CSP's frame-src. */
export const embedHostSchema = z
  .object({
    /** Exact host name; only https URLs on it are embedded. */
    host: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a host name such as "www.youtube.com"'),
    /** Accessible name used when the iframe has no `title` of its own. */
    title: label,
    /** The most the frame may do (`sandbox` tokens); an iframe may ask for fewer. */
    sandbox: z.array(z.enum(SANDBOX_TOKENS)),
  })
  .strict();

/**
 * Allowed embed hosts. Default: this site's list (video hosts and code
 * playgrounds): a safety list, not an editorial rule, so other trees get it too.
 */
export const embedHostsSchema = z
  .array(embedHostSchema)
  .default(
    embedHosts.map((host) => ({ ...host, sandbox: [...host.sandbox] })) as z.input<
      typeof embedHostSchema
    >[],
  );
