import { type FormEvent, useId, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CONTACT_LIMITS,
  type ContactRequest,
  TEAM_SIZES,
  type TeamSize,
} from '../../../config/contact';
import { prepareOutbox } from '../outbox/load-outbox';
import { prepareToasts } from '../toasts/notify';
import { contactReducer, initialContactState } from './contact-machine';
import { CONTACT_SAVED, notifyContactResult } from './contact-result-toast';
import { sendContact } from './post-contact';

interface Fields {
  name: string;
  email: string;
  company: string;
  teamSize: '' | TeamSize;
  message: string;
}

const EMPTY: Fields = { name: '', email: '', company: '', teamSize: '', message: '' };

export interface ContactFormProps {
  /** The submit button's label, e.g. "Request a demo". */
  submitLabel?: string;
}

/**
 * Name, work email, company, message and an optional team size, posted to
 * /api/contact. What was typed stays in the form until the request is stored.
 */
export function ContactForm({ submitLabel = 'Send message' }: ContactFormProps) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const { pathname } = useLocation();
  const id = useId();
  const sending = state.status === 'sending';

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    dispatch({ type: 'submit' });
    const request: ContactRequest = {
      name: fields.name,
      email: fields.email,
      company: fields.company,
      message: fields.message,
      page: pathname,
      ...(fields.teamSize ? { teamSize: fields.teamSize } : {}),
    };
    const result = await sendContact(request);
    notifyContactResult(result);
    if ('queued' in result) {
      setFields(EMPTY);
      dispatch({ type: 'saved' });
    } else if (result.ok) {
      setFields(EMPTY);
      dispatch({ type: 'succeeded', id: result.id });
    } else {
      dispatch({ type: 'failed', error: result.error });
    }
  }

  // Kept in the outbox or stored: either way the form is done with this message.
  if (state.status === 'saved' || state.status === 'sent') {
    const saved = state.status === 'saved';
    return (
      <div className="contact-form contact-form-sent" role="status">
        <p className="contact-form-sent-title">
          {saved ? 'Message saved.' : 'Thanks, your message is with us.'}
        </p>
        <p>
          {saved ? CONTACT_SAVED : 'We answer within one business day, from a person who can help.'}
        </p>
        <button
          type="button"
          className="contact-form-secondary"
          onClick={() => dispatch({ type: 'reset' })}
        >
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form
      className="contact-form"
      onSubmit={submit}
      // The result is also shown as a toast, and a request made offline is kept in
      // the outbox: both libraries load while the reader types.
      onFocus={() => {
        prepareToasts();
        prepareOutbox();
      }}
      aria-busy={sending}
      aria-describedby={`${id}-note`}
    >
      <p id={`${id}-note`} className="contact-form-note">
        All fields except team size are required.
      </p>
      <div className="contact-form-row">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameChars}
          value={fields.name}
          onChange={set('name')}
        />
      </div>
      <div className="contact-form-row">
        <label htmlFor={`${id}-email`}>Work email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.emailChars}
          value={fields.email}
          onChange={set('email')}
        />
      </div>
      <div className="contact-form-row">
        <label htmlFor={`${id}-company`}>Company</label>
        <input
          id={`${id}-company`}
          name="company"
          autoComplete="organization"
          required
          maxLength={CONTACT_LIMITS.companyChars}
          value={fields.company}
          onChange={set('company')}
        />
      </div>
      <div className="contact-form-row">
        <label htmlFor={`${id}-team`}>Team size (optional)</label>
        <select
          id={`${id}-team`}
          name="teamSize"
          value={fields.teamSize}
          onChange={set('teamSize')}
        >
          <option value="">Prefer not to say</option>
          {TEAM_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} people
            </option>
          ))}
        </select>
      </div>
      <div className="contact-form-row">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.messageChars}
          value={fields.message}
          onChange={set('message')}
        />
      </div>
      {state.status === 'failed' ? (
        <p className="contact-form-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <button type="submit" className="contact-form-submit" disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
