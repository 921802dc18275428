import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DETAILS_CLOSE_DELAY_MS, Details, Summary } from './details';

function Example({ open }: { open?: boolean }) {
  return (
    <Details open={open}>
      <Summary>Why traces?</Summary>
      <p>Because debugging.</p>
    </Details>
  );
}

const details = () => document.querySelector('details') as HTMLDetailsElement;

describe('Details', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts closed, opens on a summary click and expands on the next frame', () => {
    render(<Example />);
    expect(details().open).toBe(false);
    expect(details()).toHaveAttribute('data-state', 'closed');
    fireEvent.click(screen.getByText('Why traces?'));
    expect(details().open).toBe(true);
    act(() => vi.advanceTimersToNextFrame());
    expect(details()).toHaveAttribute('data-state', 'open');
  });

  it('collapses first and closes after the 300 ms close delay', () => {
    render(<Example open />);
    expect(details().open).toBe(true);
    fireEvent.click(screen.getByText('Why traces?'));
    expect(details()).toHaveAttribute('data-state', 'closed');
    expect(details().open).toBe(true);
    act(() => vi.advanceTimersByTime(DETAILS_CLOSE_DELAY_MS - 1));
    expect(details().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(details().open).toBe(false);
    expect(DETAILS_CLOSE_DELAY_MS).toBe(300);
  });

  it('reopening during the close animation keeps it open', () => {
    render(<Example open />);
    const summary = screen.getByText('Why traces?');
    fireEvent.click(summary);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(summary);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(DETAILS_CLOSE_DELAY_MS));
    expect(details().open).toBe(true);
    expect(details()).toHaveAttribute('data-state', 'open');
  });

  it('puts the body after the summary inside the animated wrapper', () => {
    render(<Example open />);
    expect(details().firstElementChild?.tagName).toBe('SUMMARY');
    expect(document.querySelector('.details-content')).toHaveTextContent('Because debugging.');
  });
});

describe('Details keyboard', () => {
  it('puts the summary in the tab order (Enter and Space are covered in the browser tests)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByText('Why traces?')).toHaveFocus();
  });
});

describe('Details summary detection', () => {
  it('finds a summary that Markdown wrapped in a paragraph', () => {
    render(
      <Details>
        <p>
          <Summary>Wrapped</Summary>
        </p>
        <p>Body</p>
      </Details>,
    );
    const details = document.querySelector('details') as HTMLDetailsElement;
    expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    expect(details.querySelector('p summary')).toBeNull();
  });
});
