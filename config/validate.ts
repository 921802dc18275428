/**
 * Build-time validation of the site configuration. Node only: build-content
 * and the Vite config call it, so a wrong value stops the build with the key
 * that holds it ("theme.banner.key: Required") instead of surfacing as a
 * broken page in the browser.
 */
import type { z } from 'zod';
import { type SiteConfigData, siteConfigSchema } from './schemas/index.ts';
import { siteConfigValues } from './values.ts';

/** A key path as a reader writes it: `cloudRegions[1].url`, `team.mira.image`. */
export function keyPath(path: readonly (string | number)[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

/** One line per problem, each naming its key; unknown keys are named too. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = keyPath(issue.path);
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${where ? `${where}.` : ''}${key}: unknown key`).join('\n');
    return `${where || '(root)'}: ${issue.message}`;
  });
}

export class SiteConfigError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`invalid site configuration (${source}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

/** Parses a configuration (defaults filled in) or throws a SiteConfigError naming every bad key. */
export function parseSiteConfig(value: unknown, source = 'config/'): SiteConfigData {
  const parsed = siteConfigSchema.safeParse(value);
  if (!parsed.success) throw new SiteConfigError(source, describeIssues(parsed.error));
  return parsed.data;
}

/** This site's config/ modules, validated; throws on the first build that would ship a bad value. */
export function validateSiteConfig(): SiteConfigData {
  return parseSiteConfig(siteConfigValues);
}
