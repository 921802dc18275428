/**
 * A prerendered page paints before its app is live, and until then its
 * controls do nothing for the app: the start script
 * (scripts/prerender/deferred-start.ts) notes what the reader did, and this
 * replays it once the app is live, through the same events a reader's
 * input makes, so every control takes effect without code of its own.
 */

/** What the start script notes before the app is live (`window.__earlyInput`). */
export interface EarlyInput {
  /** The last button clicked before hydration began. */
  button: HTMLButtonElement | null;
  /** Fields, selects, checkboxes and radios the reader changed, in order. */
  controls: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
  /** Something took focus: the element that holds it now hears of it. */
  focused: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

type Control = EarlyInput['controls'][number];

/** A control as the reader left it: the app may render over it while earlier input is replayed. */
interface ControlState {
  control: Control;
  value: string;
  checked: boolean;
  selection: [start: number | null, end: number | null, direction: string | null];
}

function stateOf(control: Control): ControlState {
  const text = !(control instanceof HTMLSelectElement);
  return {
    control,
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    selection: text
      ? [control.selectionStart, control.selectionEnd, control.selectionDirection]
      : [null, null, null],
  };
}

/** Replays and forgets what the reader did before the app was live. */
export function replayEarlyInput(): void {
  const early = window.__earlyInput;
  if (!early) return;
  window.__earlyInput = undefined;
  // Read first: each replayed event re-renders, and a controlled field is set back to its state.
  const states = early.controls.filter((control) => control.isConnected).map(stateOf);
  const active = document.activeElement;
  if (early.focused && active instanceof HTMLElement && active !== document.body) {
    // React hears focus through focusin; other listeners through focus.
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    active.dispatchEvent(new FocusEvent('focus'));
  }
  for (const state of states) replayControl(state);
  if (early.button?.isConnected) early.button.click();
}

/** Tells the app of a control's value, when it differs from what the app rendered. */
function replayControl({ control, value, checked, selection }: ControlState): void {
  if (control instanceof HTMLSelectElement) {
    // React reads a select's value from its change event.
    control.value = value;
    if ([...control.options].some((option) => option.selected !== option.defaultSelected))
      control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    if (checked === control.defaultChecked) return;
    // A click from the other state makes the change, with every event a reader's click makes.
    control.checked = !checked;
    control.click();
    return;
  }
  // React keeps a controlled field's defaultValue at the value it rendered.
  if (value === control.defaultValue) return;
  // React reports a change against the value it noted last, which it notes
  // through the element's own setter: set the rendered value that way, then
  // the reader's through the prototype's setter, which it does not watch.
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
    control,
    value,
  );
  const [start, end, direction] = selection;
  if (document.activeElement === control && start !== null && end !== null)
    control.setSelectionRange(
      start,
      end,
      (direction ?? undefined) as 'forward' | 'backward' | 'none' | undefined,
    );
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
