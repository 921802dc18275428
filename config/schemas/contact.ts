import { z } from 'zod';

const limit = z.number().int().positive();

/** Limits of POST /api/contact, shared by the form and the function. */
export const contactLimitsSchema = z
  .object({
    bodyBytes: limit.default(16 * 1024),
    nameChars: limit.default(200),
    emailChars: limit.default(254),
    companyChars: limit.default(200),
    messageChars: limit.default(5000),
    pageChars: limit.default(1024),
  })
  .strict();
