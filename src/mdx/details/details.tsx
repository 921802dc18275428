import {
  Children,
  createContext,
  type DetailsHTMLAttributes,
  type HTMLAttributes,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import './details.css';

/** SPEC §9: the closing animation runs this long before the element really closes. */
export const DETAILS_CLOSE_DELAY_MS = 300;

const DetailsToggleContext = createContext<((event: MouseEvent) => void) | null>(null);

type DetailsProps = DetailsHTMLAttributes<HTMLDetailsElement> & { children?: ReactNode };

/**
 * `<details>` that animates. The native element opens and closes instantly, so
 * the summary click is taken over: opening sets `open` and then expands the
 * body on the next frame; closing collapses the body first and removes `open`
 * after the close delay. `data-state` drives the CSS.
 */
export function Details({ open: initialOpen = false, children, className, ...rest }: DetailsProps) {
  const [open, setOpen] = useState(Boolean(initialOpen));
  const [expanded, setExpanded] = useState(Boolean(initialOpen));
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const frame = useRef<number>(undefined);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    clearTimeout(closeTimer.current);
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    if (expanded) {
      setExpanded(false);
      closeTimer.current = setTimeout(() => setOpen(false), DETAILS_CLOSE_DELAY_MS);
    } else {
      setOpen(true);
      // Let the browser lay out the collapsed body once, so the expansion transitions.
      frame.current = requestAnimationFrame(() => setExpanded(true));
    }
  };

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const element = event.currentTarget;
    if (element.open && !open) {
      // Opened by something other than the summary (find-in-page, a #hash inside it).
      setOpen(true);
      setExpanded(true);
    } else if (!element.open && open) {
      // Closed natively before our handler ran (some DOM implementations toggle while
      // the click is still bubbling): keep it open until the close animation ends.
      element.open = true;
    }
  };

  const parts = Children.toArray(children);
  const summaryIndex = parts.findIndex((child) => summaryOf(child) !== null);
  const summary = summaryIndex >= 0 ? summaryOf(parts[summaryIndex]) : <Summary>Details</Summary>;
  const body = parts.filter((_, index) => index !== summaryIndex);

  return (
    <details
      {...rest}
      className={['details', className].filter(Boolean).join(' ')}
      open={open}
      onToggle={onToggle}
      data-state={expanded ? 'open' : 'closed'}
    >
      <DetailsToggleContext.Provider value={toggle}>{summary}</DetailsToggleContext.Provider>
      <div className="details-body">
        <div className="details-content">{body}</div>
      </div>
    </details>
  );
}

const isSummary = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && (node.type === Summary || node.type === 'summary');

/**
 * The summary child, also when Markdown wrapped a one-line `<summary>…</summary>`
 * in a paragraph of its own.
 */
function summaryOf(node: ReactNode): ReactElement | null {
  if (isSummary(node)) return node;
  if (!isValidElement<{ children?: ReactNode }>(node) || node.type !== 'p') return null;
  const inner = Children.toArray(node.props.children).filter(
    (child) => !(typeof child === 'string' && child.trim() === ''),
  );
  return inner.length === 1 && isSummary(inner[0]) ? inner[0] : null;
}

/** The clickable line of a Details; Enter and Space reach it as clicks, like a native summary. */
export function Summary({ children, className, ...rest }: HTMLAttributes<HTMLElement>) {
  const toggle = useContext(DetailsToggleContext);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: summary is natively interactive (focusable, Enter/Space click)
    <summary
      {...rest}
      className={['details-summary', className].filter(Boolean).join(' ')}
      onClick={toggle ?? undefined}
    >
      {children}
    </summary>
  );
}
