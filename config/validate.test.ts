import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './schemas/index.ts';
import { parseSiteConfig, type SiteConfigError, validateSiteConfig } from './validate.ts';
import { siteConfigValues } from './values.ts';

describe('site configuration', () => {
  it("validates this site's config/ as it is", () => {
    expect(() => validateSiteConfig()).not.toThrow();
  });

  it('names the key of every bad value, and unknown keys', () => {
    const bad = {
      ...siteConfigValues,
      cloudRegions: [{ key: 'eu', url: 'cloud.example.com', label: 'EU region' }],
      theme: { ...siteConfigValues.theme, banner: { key: 7, text: 'Hi' } },
      colour: 'red',
    };
    let problems: string[] = [];
    try {
      parseSiteConfig(bad);
    } catch (error) {
      problems = (error as SiteConfigError).problems;
    }
    expect(problems).toEqual([
      'cloudRegions[0].url: an absolute http(s) URL',
      'theme.banner.key: Expected string, received number',
      'colour: unknown key',
    ]);
  });

  it('fills every key a configuration leaves out with its default', () => {
    const config = siteConfigSchema.parse({});
    expect(config.labels.search).toBe('Search documentation…');
    expect(config.theme.sidebar.defaultMenuCollapseLevel).toBe(2);
    expect(config.theme.banner).toBeUndefined();
    expect(config.team).toEqual({});
    expect(config.assistantSkippedSections).toEqual([]);
  });
});
