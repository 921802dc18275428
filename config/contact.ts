/**
 * The contact request contract, shared by the form on /talk-to-us and /demo and
 * by POST /api/contact. Pure data: the edge functions import it too.
 */
export const CONTACT_ENDPOINT = '/api/contact';

export const CONTACT_LIMITS = {
  bodyBytes: 16 * 1024,
  nameChars: 200,
  emailChars: 254,
  companyChars: 200,
  messageChars: 5000,
  pageChars: 1024,
} as const;

/** Choices of the optional team-size field; the API accepts exactly these. */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export interface ContactRequest {
  name: string;
  email: string;
  company: string;
  message: string;
  teamSize?: TeamSize;
  /** Path of the page the form was sent from. */
  page: string;
}
