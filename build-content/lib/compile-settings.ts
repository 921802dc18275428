import { embedHosts as defaultEmbedHosts } from '../../config/embeds.ts';
import { sha256 } from './compile-cache.ts';
import type { EmbedHost } from './embeds.ts';
import type { ImportAliases } from './import-aliases.ts';
import type { LinkLocales } from './locale-links.ts';

/**
 * What a page's compile depends on besides its source and the content
 * variables: the same for every page of a build. Plain JSON (it travels to
 * the compile workers); `key` is part of every compile cache key.
 */
export interface CompileSettings {
  embedHosts: readonly EmbedHost[];
  locales: LinkLocales;
  /** tsconfig/jsconfig import aliases of the project, when it has any. */
  aliases?: ImportAliases;
  key: string;
}

export function compileSettings(parts: Omit<CompileSettings, 'key'>): CompileSettings {
  return { ...parts, key: sha256(JSON.stringify(parts)).slice(0, 16) };
}

/** Settings of a page compiled on its own (tests, tools): one locale, the default embed hosts. */
export const standaloneSettings = compileSettings({
  embedHosts: defaultEmbedHosts,
  locales: { codes: [], defaultLocale: '' },
});
