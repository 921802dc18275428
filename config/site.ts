/**
 * The one place for the brand, hosts and third-party settings.
 * Pure data: imported by the app, by build-content and by the edge functions,
 * so it must not touch the DOM, the filesystem or React.
 */

export type RegionKey = 'eu' | 'us' | 'hipaa';

export interface CloudRegion {
  key: RegionKey;
  url: string;
  label: string;
}

export const brand = {
  name: 'Tracewell',
  tagline: 'Open-source LLM engineering platform',
  description:
    'Traces, evals, prompt management and metrics to debug and improve your LLM application.',
} as const;

export const site = {
  /** Public origin of this website; canonical URLs, sitemap and feeds are built on it. */
  url: 'https://tracewell.dev',
  docsRepositoryBase: 'https://github.com/tracewell/tracewell-docs',
  /** Branch and folder of the docs repository that holds the content tree. */
  docsRepositoryBranch: 'main',
  docsRepositoryContentDir: 'content',
  mainRepository: 'https://github.com/tracewell/tracewell',
  supportEmail: 'support@tracewell.dev',
  defaultLocale: 'en-US',
} as const;

export const cloudRegions: readonly CloudRegion[] = [
  { key: 'eu', url: 'https://cloud.tracewell.dev', label: 'EU region' },
  { key: 'us', url: 'https://us.cloud.tracewell.dev', label: 'US region' },
  { key: 'hipaa', url: 'https://hipaa.cloud.tracewell.dev', label: 'HIPAA region' },
];

export const links = {
  chat: 'https://discord.gg/tracewell',
  social: 'https://x.com/tracewell',
  careers: '/careers',
  brandAssets: 'https://github.com/tracewell/tracewell-docs/tree/main/public/brand',
  /** The logo files offered by the logo's context menu (served from public/). */
  logoSvg: '/favicon.svg',
  logoPng: '/icon-512.png',
  support: '/support',
} as const;

/** Names that SDK examples use; content refers to them through %%variables%%. */
export const sdk = {
  pythonPackage: 'tracewell',
  jsPackage: 'tracewell',
  envPrefix: 'TRACEWELL',
  dockerImage: 'tracewell/tracewell',
} as const;

/** Hosted notebook links for the cookbook banner. */
export const notebookHosts = {
  codeHost: 'https://github.com/tracewell/tracewell-docs/blob/main',
  runner: 'https://colab.research.google.com/github/tracewell/tracewell-docs/blob/main',
} as const;

/**
 * Product analytics and the CRM tracking script: defaults, overridden at build
 * time by VITE_* settings (config/analytics.ts). An empty key or id turns
 * that service off: no code, no request, no CSP entry.
 */
export const analytics = {
  /** Public project key; empty disables analytics. Overridden at build time by VITE_POSTHOG_KEY. */
  posthogKey: '',
  posthogHost: 'https://eu.i.posthog.com',
  /** Session recording stays off unless turned on here or by VITE_POSTHOG_SESSION_RECORDING=true. */
  sessionRecording: false,
  /** HubSpot-style tracking script; `{id}` is replaced by the account id (VITE_CRM_ID). */
  crmScriptUrl: 'https://js-eu1.hs-scripts.com/{id}.js',
  crmId: '',
  /** Further hosts the CRM script loads from and reports to (VITE_CRM_HOSTS, comma-separated). */
  crmHosts: [
    'https://js-eu1.hs-analytics.net',
    'https://js-eu1.hs-banner.com',
    'https://track-eu1.hubspot.com',
  ],
} as const;

export const supportChat = {
  /** Third-party chat app id; empty makes the launcher open a mailto instead. */
  appId: 'liveChatApp_01JTRACEWELLSUPPORT',
  /** Loaded only when the chat is opened; it defines `window.Plain` (init, update, open). */
  scriptUrl: 'https://chat.cdn-plain.com/index.js',
} as const;

/** "Copy as Markdown" (SPEC.md §7): raw sources are fetched from {sourceBase}/pages/{path}.mdx. */
export const copyMarkdown = {
  /** The site's own copy of the sources, so it works offline and same-origin; empty means not configured. */
  sourceBase: '/_source',
} as const;

/** Chat assistants the page menu can ask about a page; the question goes in the `q` parameter. */
export const askAboutPage = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const;

/**
 * Variables that content may use as %%name%%. build-content replaces them in
 * pages, notebooks, raw sources and Markdown twins; an unknown name fails the build.
 */
export const contentVariables: Readonly<Record<string, string>> = {
  brand: brand.name,
  site_url: site.url,
  docs_repo: site.docsRepositoryBase,
  main_repo: site.mainRepository,
  support_email: site.supportEmail,
  cloud_eu: cloudRegions[0].url,
  cloud_us: cloudRegions[1].url,
  cloud_hipaa: cloudRegions[2].url,
  py_package: sdk.pythonPackage,
  js_package: sdk.jsPackage,
  env_prefix: sdk.envPrefix,
  docker_image: sdk.dockerImage,
};
