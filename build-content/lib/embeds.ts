import type { EmbedHost } from '../../config/embeds.ts';

export type { EmbedHost } from '../../config/embeds.ts';

/** The decision on one `<iframe>`: the props it is rendered with, or why it was dropped. */
export type EmbedDecision = { props: Record<string, unknown> } | { problem: string };

/**
 * Keeps an iframe only for an allowed https host, and makes it safe and
 * cheap whatever the source said: sandboxed (the host's tokens, or fewer if
 * the iframe asked for fewer), lazy, with a title and a referrer policy the
 * video hosts accept.
 */
export function embedIframe(
  props: Record<string, unknown>,
  hosts: readonly EmbedHost[],
): EmbedDecision {
  let url: URL;
  try {
    url = new URL(String(props.src ?? ''));
  } catch {
    return { problem: '<iframe> needs an absolute https src and was dropped' };
  }
  const host = hosts.find((entry) => entry.host === url.hostname);
  if (!host) {
    return {
      problem: `<iframe> from ${url.hostname} is not an allowed embed host and was dropped`,
    };
  }
  if (url.protocol !== 'https:') {
    return {
      problem: `<iframe> from ${url.hostname} is not an allowed embed host and was dropped (https only)`,
    };
  }
  const asked =
    typeof props.sandbox === 'string' ? new Set(props.sandbox.split(/\s+/).filter(Boolean)) : null;
  const sandbox = host.sandbox.filter((token) => !asked || asked.has(token));
  const title = typeof props.title === 'string' && props.title.trim() ? props.title : host.title;
  return {
    props: {
      ...props,
      sandbox: [...sandbox].sort().join(' '),
      loading: 'lazy',
      title,
      referrerPolicy: 'strict-origin-when-cross-origin',
    },
  };
}
