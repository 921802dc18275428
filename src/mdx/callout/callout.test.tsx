import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './callout';

describe('Callout', () => {
  it.each([
    ['default', 'Note'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['error', 'Error'],
  ] as const)('type %s is a note labelled %s with an icon', (type, label) => {
    const { container } = render(<Callout type={type}>Body text</Callout>);
    const note = screen.getByRole('note', { name: label });
    expect(note).toHaveTextContent('Body text');
    expect(note).toHaveClass(`callout-${type}`);
    expect(container.querySelector('.callout-icon svg')).not.toBeNull();
  });

  it('falls back to the default style for an unknown type', () => {
    render(<Callout type="shout">Hi</Callout>);
    expect(screen.getByRole('note', { name: 'Note' })).toHaveClass('callout-default');
  });

  it('uses an emoji instead of the icon when given one', () => {
    const { container } = render(<Callout emoji="💡">Tip</Callout>);
    expect(container.querySelector('.callout-icon')).toHaveTextContent('💡');
    expect(container.querySelector('.callout-icon')).toHaveAttribute('aria-hidden', 'true');
  });
});
