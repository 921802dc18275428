import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RouterAnchor } from './router-anchor';

function At() {
  const location = useLocation();
  const action = useNavigationType();
  return <output>{`${action} ${location.pathname}${location.search}${location.hash}`}</output>;
}

function inRouter(children: ReactNode, at = '/docs') {
  render(
    <MemoryRouter initialEntries={[at]}>
      {children}
      <At />
    </MemoryRouter>,
  );
}

const shown = () => screen.getByRole('status').textContent;

/** Whether each click was left to the browser, seen as it bubbles out of the page (and stopped there). */
function clicksLeftToBrowser(): boolean[] {
  const left: boolean[] = [];
  const record = (event: Event) => {
    left.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  onTestFinished(() => document.removeEventListener('click', record));
  return left;
}

describe('RouterAnchor', () => {
  it('follows a plain click in the app, pushing a history entry', () => {
    inRouter(<RouterAnchor href="/docs/tracing#setup">Tracing</RouterAnchor>);
    const link = screen.getByRole('link', { name: 'Tracing' });
    expect(link).toHaveAttribute('href', '/docs/tracing#setup');
    // fireEvent.click returns false when the default was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(shown()).toBe('PUSH /docs/tracing#setup');
  });

  it("replaces the entry for the page's own path", () => {
    inRouter(<RouterAnchor href="/docs?q=1">Docs</RouterAnchor>, '/docs?q=1');
    fireEvent.click(screen.getByRole('link', { name: 'Docs' }));
    expect(shown()).toBe('REPLACE /docs?q=1');
  });

  it('leaves modified clicks, other windows and handled clicks to the browser', () => {
    const leftToBrowser = clicksLeftToBrowser();
    inRouter(
      <>
        <RouterAnchor href="/a">A</RouterAnchor>
        <RouterAnchor href="/b" target="_blank">
          B
        </RouterAnchor>
        <RouterAnchor href="/c" onClick={(event) => event.preventDefault()}>
          C
        </RouterAnchor>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(leftToBrowser).toEqual([true, true, true, false]);
    expect(shown()).toBe('POP /docs');
  });

  it('is a plain link outside a router', () => {
    const leftToBrowser = clicksLeftToBrowser();
    render(<RouterAnchor href="/docs">Docs</RouterAnchor>);
    fireEvent.click(screen.getByRole('link', { name: 'Docs' }));
    expect(leftToBrowser).toEqual([true]);
  });
});
