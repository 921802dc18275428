import type { IframeHTMLAttributes } from 'react';
import './embed.css';

/**
 * `iframe` in content. The build keeps only allowed hosts and sets sandbox,
 * lazy loading and a title; an iframe that still lacks a sandbox gets the
 * strictest one rather than none.
 */
export function Embed({
  sandbox = '',
  loading = 'lazy',
  className,
  ...rest
}: IframeHTMLAttributes<HTMLIFrameElement>) {
  return (
    <iframe
      sandbox={sandbox}
      loading={loading}
      className={['embed', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
