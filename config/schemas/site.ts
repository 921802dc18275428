import { z } from 'zod';
import { httpUrl, label, route } from './common.ts';

/** The product's name and pitch: page title suffixes, feeds, llms.txt, the assistant's greeting. */
export const brandSchema = z
  .object({
    /** Product name; the home page's title and every other page's title suffix. */
    name: label.default('Docs'),
    /** One line under the name (home page, social cards). */
    tagline: z.string().default(''),
    /** What the product does, in a sentence (llms.txt, feeds, meta description fallback). */
    description: z.string().default(''),
  })
  .strict();

/** Where the site and its sources live. */
export const siteSchema = z
  .object({
    /** Public origin of this website; canonical URLs, sitemap and feeds are built on it. */
    url: httpUrl.default('http://localhost:8788'),
    /** The docs repository ("Edit this page", issue links, Copy as Markdown's source). */
    docsRepositoryBase: httpUrl.default('https://github.com/example/docs'),
    /** Branch of the docs repository that holds the content tree. */
    docsRepositoryBranch: z.string().min(1).default('main'),
    /** Folder of the content tree inside the docs repository. */
    docsRepositoryContentDir: z.string().default('content'),
    /** The product's own code repository (footer, navbar). */
    mainRepository: httpUrl.default('https://github.com/example/product'),
    /** Where the support launcher's mail fallback and legal pages send readers. */
    supportEmail: z.string().email().default('support@example.com'),
    /** Locale of the content root; other locales live in folders named by their code. */
    defaultLocale: z.string().min(2).default('en-US'),
  })
  .strict();

/** A regional host of the cloud app (SPEC.md §3 "Cloud region"). */
export const cloudRegionSchema = z
  .object({
    key: z.enum(['eu', 'us', 'hipaa']),
    url: httpUrl,
    label,
  })
  .strict();

/** Regions the header's app button checks for a session, the fallback (EU) first. */
export const cloudRegionsSchema = z
  .array(cloudRegionSchema)
  .min(1)
  .refine((regions) => regions[0].key === 'eu', 'the first region is the EU fallback')
  .default([{ key: 'eu', url: 'https://cloud.example.com', label: 'EU region' }]);

/** The navbar's and logo menu's links. */
export const linksSchema = z
  .object({
    /** Community chat (navbar icon, footer). */
    chat: httpUrl.default('https://discord.com'),
    /** Social network profile (navbar icon). */
    social: httpUrl.default('https://x.com'),
    /** The HIRING pill's target. */
    careers: route.default('/careers'),
    /** Brand assets offered by the logo's context menu. */
    brandAssets: httpUrl.default('https://github.com/example/docs'),
    /** Logo files served from public/, offered by the logo's context menu. */
    logoSvg: route.default('/favicon.svg'),
    logoPng: route.default('/icon-512.png'),
    /** The page footer's support button. */
    support: route.default('/support'),
  })
  .strict();

/** Names that SDK examples use; content refers to them through %%variables%%. */
export const sdkSchema = z
  .object({
    /** `pip install` name, %%py_package%% in content. */
    pythonPackage: z.string().default(''),
    /** `npm install` name, %%js_package%% in content. */
    jsPackage: z.string().default(''),
    /** Prefix of the SDKs' environment variables (OpenAPI examples use it too). */
    envPrefix: z.string().default('API'),
    /** Image of the self-hosting guides, %%docker_image%% in content. */
    dockerImage: z.string().default(''),
  })
  .strict();

/** Hosted notebook links for the cookbook banner: `{base}/{path of the notebook}`. */
export const notebookHostsSchema = z
  .object({
    codeHost: httpUrl.default('https://github.com/example/docs/blob/main'),
    runner: httpUrl.default('https://colab.research.google.com/github/example/docs/blob/main'),
  })
  .strict();

/** The support chat launcher (SPEC.md §7 "Support chat script"). */
export const supportChatSchema = z
  .object({
    /** Third-party chat app id; empty makes the launcher open a mailto instead. */
    appId: z.string().default(''),
    /** Loaded only when the chat is opened. */
    scriptUrl: httpUrl.default('https://chat.cdn-plain.com/index.js'),
  })
  .strict();

/** "Copy as Markdown": raw sources are fetched from {sourceBase}/pages/{path}.mdx. */
export const copyMarkdownSchema = z
  .object({
    /** The site's own copy of the sources (same origin, offline); empty means not configured. */
    sourceBase: z.union([z.literal(''), route, httpUrl]).default('/_source'),
  })
  .strict();

/** Chat assistants the page menu can ask about a page; the question goes in `q`. */
export const askAboutPageSchema = z
  .object({
    chatgpt: httpUrl.default('https://chatgpt.com/'),
    claude: httpUrl.default('https://claude.ai/new'),
  })
  .strict();

/** %%name%% variables content may use; an unknown name fails the build. */
export const contentVariablesSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]*$/, 'a lowercase variable name'), z.string())
  .default({});

/** Keys of config/site.ts. */
export const siteKeys = {
  brand: brandSchema.default({}),
  site: siteSchema.default({}),
  cloudRegions: cloudRegionsSchema,
  links: linksSchema.default({}),
  sdk: sdkSchema.default({}),
  notebookHosts: notebookHostsSchema.default({}),
  supportChat: supportChatSchema.default({}),
  copyMarkdown: copyMarkdownSchema.default({}),
  askAboutPage: askAboutPageSchema.default({}),
  contentVariables: contentVariablesSchema,
};
