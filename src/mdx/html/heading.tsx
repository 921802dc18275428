import type { HTMLAttributes } from 'react';
import './heading.css';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A section heading with a `#` link to itself that shows on hover and focus. */
function makeHeading(Tag: HeadingTag) {
  function Heading({ id, children, className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className={['heading', className].filter(Boolean).join(' ')} {...rest}>
        {children}
        {id ? (
          <a className="heading-anchor" href={`#${id}`} aria-label="Link to this section">
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

export const H2 = makeHeading('h2');
export const H3 = makeHeading('h3');
export const H4 = makeHeading('h4');
export const H5 = makeHeading('h5');
export const H6 = makeHeading('h6');
