import type { ImgHTMLAttributes } from 'react';
import './image.css';

/**
 * Content images load lazily and decode off the main thread. Width and height
 * from the build pass through, so the browser reserves the box before the
 * file arrives and nothing jumps.
 */
export function Image({
  alt = '',
  loading = 'lazy',
  decoding = 'async',
  className,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={['image', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
