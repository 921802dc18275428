/**
 * Static map from a page route to the handles of the people who wrote it.
 * Team handles resolve through team.ts; any other handle is a GitHub user.
 * A route prefix entry (ending in "/*") applies to every page below it.
 */
export const contributorsByRoute: Readonly<Record<string, readonly string[]>> = {};
