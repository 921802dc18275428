// React's act() is used here without Testing Library, which would otherwise declare it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

/** A page with a controlled field, select and radios, that shows its state. */
function Form() {
  const [text, setText] = useState('');
  const [theme, setTheme] = useState('system');
  const [period, setPeriod] = useState('monthly');
  const [focused, setFocused] = useState(false);
  return (
    <form>
      <input
        aria-label="query"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setFocused(true)}
      />
      <select aria-label="theme" value={theme} onChange={(e) => setTheme(e.target.value)}>
        <option value="system">System</option>
        <option value="dark">Dark</option>
      </select>
      {['monthly', 'annual'].map((value) => (
        <input
          key={value}
          type="radio"
          name="period"
          aria-label={value}
          value={value}
          checked={period === value}
          onChange={() => setPeriod(value)}
        />
      ))}
      <output>{`${text}|${theme}|${period}|${focused}`}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Server markup in the document, changed by `act` as a reader would before the app is live, then hydrated. */
async function hydrateAfter(
  early: (container: HTMLElement) => Partial<NonNullable<Window['__earlyInput']>>,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  window.__earlyInput = { button: null, controls: [], focused: false, ...early(container) };
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return container;
}

const field = (container: HTMLElement, label: string) =>
  container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement & HTMLSelectElement;

describe('replayEarlyInput', () => {
  it('tells the app of a field typed into, a select and a radio changed, and of focus', async () => {
    const container = await hydrateAfter((page) => {
      const query = field(page, 'query');
      query.value = 'trace';
      query.focus();
      query.setSelectionRange(2, 2);
      field(page, 'theme').value = 'dark';
      field(page, 'annual').checked = true;
      return { controls: [query, field(page, 'theme'), field(page, 'annual')], focused: true };
    });
    expect(container.querySelector('output')?.textContent).toBe('|system|monthly|false');
    act(() => replayEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('trace|dark|annual|true');
    const query = field(container, 'query');
    expect(query.value).toBe('trace');
    expect([query.selectionStart, query.selectionEnd]).toEqual([2, 2]);
    // Forgotten once replayed.
    expect(window.__earlyInput).toBeUndefined();
  });

  it('leaves controls the reader set back as they were rendered', async () => {
    const container = await hydrateAfter((page) => ({
      controls: [field(page, 'query'), field(page, 'monthly')],
    }));
    act(() => replayEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('|system|monthly|false');
  });

  it('clicks the last button again', async () => {
    let clicks = 0;
    const button = document.createElement('button');
    button.addEventListener('click', () => clicks++);
    document.body.append(button);
    window.__earlyInput = { button, controls: [], focused: false };
    replayEarlyInput();
    expect(clicks).toBe(1);
  });
});
