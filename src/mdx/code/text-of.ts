import { Children, isValidElement, type ReactNode } from 'react';

/** Plain text of rendered children, for the few places that need a string (diagram sources, labels). */
export function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}
