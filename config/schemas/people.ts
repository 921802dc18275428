import { z } from 'zod';
import { label } from './common.ts';

const handle = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a lowercase handle');

/** A team author (SPEC.md §3 "Team author"). */
export const teamAuthorSchema = z
  .object({
    firstName: label,
    name: label,
    title: label,
    /** Avatar path under /images/people/. */
    image: z.string().regex(/^\/images\/people\/[^/]+$/, 'a path under /images/people/'),
    twitter: z.string().regex(/^\w+$/, 'a handle without @').optional(),
    github: z
      .string()
      .regex(/^[\w-]+$/, 'a GitHub user name')
      .optional(),
  })
  .strict();

/** Team authors keyed by lowercase handle; collections with `authors: "team"` check against it. */
export const teamSchema = z.record(handle, teamAuthorSchema).default({});

/**
 * Route → handles of the people who wrote the page (the TOC's Contributors
 * block). A key ending in "/*" applies to every page below it. Team handles
 * resolve through the team list; any other handle is a GitHub user.
 */
export const contributorsSchema = z
  .record(
    z.string().regex(/^\/[^*]*(\/\*)?$/, 'a route, or a route prefix ending in "/*"'),
    z.array(z.string().regex(/^[\w-]+$/, 'a handle')).min(1),
  )
  .default({});

/** Keys of config/team.ts and config/contributors.ts. */
export const peopleKeys = {
  team: teamSchema,
  contributors: contributorsSchema,
};
