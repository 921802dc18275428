/** Site-wide footer columns (SPEC.md §2 "Footer"). Links are routes or absolute URLs. */
import { links, site } from './site';

export interface FooterLink {
  title: string;
  href: string;
}

export interface FooterColumn {
  title: 'Platform' | 'Integrations' | 'Resources' | 'About' | 'Legal';
  links: FooterLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Platform',
    links: [
      { title: 'Tracing', href: '/docs/tracing' },
      { title: 'Prompt management', href: '/docs/prompts/get-started' },
      { title: 'Evaluation', href: '/docs/scores/overview' },
      { title: 'Datasets', href: '/docs/datasets/overview' },
      { title: 'Playground', href: '/docs/playground' },
      { title: 'Analytics', href: '/docs/analytics' },
      { title: 'Pricing', href: '/pricing' },
      { title: 'Enterprise', href: '/enterprise' },
    ],
  },
  {
    title: 'Integrations',
    links: [
      { title: 'Python SDK', href: '/docs/sdk/python/sdk-v3' },
      { title: 'JS/TS SDK', href: '/docs/sdk/typescript/guide' },
      { title: 'OpenTelemetry', href: '/docs/opentelemetry/get-started' },
      { title: 'OpenAI', href: '/integrations/model-providers/openai' },
      { title: 'LangChain', href: '/integrations/frameworks/langchain' },
      { title: 'All integrations', href: '/integrations' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { title: 'Documentation', href: '/docs' },
      { title: 'Cookbook', href: '/guides/cookbook' },
      { title: 'Self-hosting', href: '/self-hosting' },
      { title: 'Public API', href: '/docs/api' },
      { title: 'FAQ', href: '/faq' },
      { title: 'Roadmap', href: '/docs/roadmap' },
      { title: 'Library', href: '/library' },
    ],
  },
  {
    title: 'About',
    links: [
      { title: 'About us', href: '/about' },
      { title: 'Blog', href: '/blog' },
      { title: 'Careers', href: '/careers' },
      { title: 'GitHub', href: site.mainRepository },
      { title: 'Community chat', href: links.chat },
      { title: 'Support', href: '/support' },
      { title: 'Talk to us', href: '/talk-to-us' },
      { title: 'OSS friends', href: '/oss-friends' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { title: 'Security', href: '/security' },
      { title: 'Imprint', href: '/imprint' },
      { title: 'Terms', href: '/terms' },
      { title: 'Privacy', href: '/privacy' },
    ],
  },
];

/** The column that ends with the "Cookie settings" entry (shown when analytics or CRM is configured). */
export const cookieSettingsColumn: FooterColumn['title'] = 'Legal';
