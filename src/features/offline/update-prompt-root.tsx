import { createRoot, type Root } from 'react-dom/client';
import { UpdatePrompt } from './update-prompt';

let root: Root | undefined;
let region: HTMLElement | undefined;

/**
 * The prompt lives in its own polite live region outside the app's root, so
 * it never takes part in hydration and is announced without moving focus.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'update-prompt-region';
    document.body.append(region);
    root = createRoot(region);
  }
  root?.render(<UpdatePrompt onReload={onReload} onDismiss={() => root?.render(null)} />);
}
