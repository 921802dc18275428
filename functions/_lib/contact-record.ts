/** Validation of a contact request (the form on /talk-to-us and /demo). */
import {
  CONTACT_LIMITS,
  type ContactRequest,
  TEAM_SIZES,
  type TeamSize,
} from '../../config/contact';
import { controlCharacterError, isSingleLine, knownRoute, pagePath } from './input-rules';

export type ContactRecord = Required<Omit<ContactRequest, 'teamSize'>> & {
  teamSize: TeamSize | null;
};

type ContactValidation = { ok: true; record: ContactRecord } | { ok: false; error: string };

// One @, something before it, a dot in the domain, no spaces: catches typos, not every RFC edge case.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function singleLine(
  input: Record<string, unknown>,
  field: 'name' | 'company',
  max: number,
  label: string,
): string | { error: string } {
  const value = input[field];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text.length > max || !isSingleLine(text)) {
    return { error: `${field} must be ${label} of 1 to ${max} characters on one line` };
  }
  return text;
}

/** Checks the shape of every field first, then that the page is one of `routes`. */
export function validateContact(input: unknown, routes: ReadonlySet<string>): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      error: 'body must be a JSON object with name, email, company, message and page',
    };
  }
  const controlError = controlCharacterError(input);
  if (controlError) return { ok: false, error: controlError };
  const body = input as Record<string, unknown>;
  const name = singleLine(body, 'name', CONTACT_LIMITS.nameChars, 'your name');
  if (typeof name !== 'string') return { ok: false, ...name };

  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL.test(email) || email.length > CONTACT_LIMITS.emailChars) {
    return {
      ok: false,
      error: `email must be a work email address of at most ${CONTACT_LIMITS.emailChars} characters`,
    };
  }
  const company = singleLine(body, 'company', CONTACT_LIMITS.companyChars, 'a company name');
  if (typeof company !== 'string') return { ok: false, ...company };

  const message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message === '' || message.length > CONTACT_LIMITS.messageChars) {
    return {
      ok: false,
      error: `message must be text of 1 to ${CONTACT_LIMITS.messageChars} characters`,
    };
  }
  const { teamSize, page } = body;
  if (
    teamSize !== undefined &&
    teamSize !== null &&
    teamSize !== '' &&
    !(TEAM_SIZES as readonly unknown[]).includes(teamSize)
  ) {
    return { ok: false, error: `teamSize must be one of ${TEAM_SIZES.join(', ')} or left out` };
  }
  const path = pagePath(page, 'page', CONTACT_LIMITS.pageChars);
  if (!path.ok) return path;
  const route = knownRoute(path.value, 'page', routes);
  if (!route.ok) return route;
  return {
    ok: true,
    record: {
      name,
      email,
      company,
      message,
      page: route.value,
      teamSize: typeof teamSize === 'string' && teamSize !== '' ? (teamSize as TeamSize) : null,
    },
  };
}
