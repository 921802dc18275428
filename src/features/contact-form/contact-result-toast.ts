import { notify } from '../toasts/notify';
import type { PostContactResult } from './post-contact';

export const CONTACT_SAVED = "Your message is saved and will be sent when you're back online.";

/**
 * The contact form's result, also in the toast area: the inline state says it
 * where the form is, the toast wherever the reader has scrolled to. One toast
 * per form: a retry replaces the previous result instead of stacking.
 */
export function notifyContactResult(result: PostContactResult): void {
  if ('queued' in result) {
    notify({
      kind: 'info',
      id: 'contact-form-result',
      title: 'Message saved',
      description: CONTACT_SAVED,
    });
  } else if (result.ok) {
    notify({
      kind: 'success',
      id: 'contact-form-result',
      title: 'Message sent',
      description: 'We answer within one business day.',
    });
  } else {
    notify({
      kind: 'error',
      id: 'contact-form-result',
      title: 'Message not sent',
      description: result.error,
    });
  }
}
