/**
 * Analytics, CRM and consent settings as the built site uses them: the
 * defaults of config/site.ts overridden by build-time settings. Pure: the
 * app passes `import.meta.env`, the header writer passes `process.env`, so the
 * CSP lists exactly the hosts the bundle talks to.
 */
import { analytics } from './site';

/** Build-time settings (VITE_* variables). */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface PosthogSettings {
  key: string;
  /** API origin, e.g. https://eu.i.posthog.com. */
  host: string;
  sessionRecording: boolean;
}

export interface CrmSettings {
  id: string;
  /** The tracking script with the id filled in. */
  scriptUrl: string;
  /** Origins the script loads from or reports to (the script's own first). */
  hosts: string[];
}

export interface AnalyticsSettings {
  posthog: PosthogSettings | null;
  crm: CrmSettings | null;
}

/** The consent banner (SPEC.md §4 "Analytics"). */
export const consentConfig = {
  /** Where the reader's choice is kept (local storage). */
  storageKey: 'cookie-consent',
  /**
   * Continent codes (as /api/get-continent-code answers them, e.g. "NA") whose
   * visitors are not asked: analytics and CRM run until turned off under
   * "Cookie settings". Empty: every visitor is asked first.
   */
  noBannerContinents: [] as readonly string[],
} as const;

function text(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function httpOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.origin;
}

export function resolveAnalyticsSettings(env: BuildEnv): AnalyticsSettings {
  const key = text(env, 'VITE_POSTHOG_KEY') ?? analytics.posthogKey;
  const recording = text(env, 'VITE_POSTHOG_SESSION_RECORDING');
  const posthog: PosthogSettings | null = key
    ? {
        key,
        host: httpOrigin(
          'VITE_POSTHOG_HOST',
          text(env, 'VITE_POSTHOG_HOST') ?? analytics.posthogHost,
        ),
        sessionRecording:
          recording === undefined ? analytics.sessionRecording : recording === 'true',
      }
    : null;

  const id = text(env, 'VITE_CRM_ID') ?? analytics.crmId;
  let crm: CrmSettings | null = null;
  if (id) {
    if (!/^[\w-]+$/.test(id))
      throw new Error(`VITE_CRM_ID must be letters, digits or -, got "${id}"`);
    const scriptUrl = (text(env, 'VITE_CRM_SCRIPT_URL') ?? analytics.crmScriptUrl).replace(
      '{id}',
      id,
    );
    const scriptOrigin = httpOrigin('VITE_CRM_SCRIPT_URL', scriptUrl);
    const extra = text(env, 'VITE_CRM_HOSTS')?.split(',') ?? analytics.crmHosts;
    const hosts = extra.map((host) => httpOrigin('VITE_CRM_HOSTS', host.trim()));
    crm = { id, scriptUrl, hosts: [...new Set([scriptOrigin, ...hosts])] };
  }
  return { posthog, crm };
}

/**
 * Origins the configured services reach: PostHog's API host and the assets
 * host it loads extensions from ("<region>-assets" beside the API host), and
 * the CRM hosts. Empty when nothing is configured.
 */
export function analyticsOrigins(settings: AnalyticsSettings): {
  posthog: string[];
  crm: string[];
} {
  const posthog: string[] = [];
  if (settings.posthog) {
    const api = new URL(settings.posthog.host);
    posthog.push(api.origin);
    const [region, ...rest] = api.hostname.split('.');
    // IP addresses and single-label hosts have no assets sibling.
    if (rest.length > 1 && !/^\d+$/.test(region)) {
      posthog.push(`${api.protocol}//${[`${region}-assets`, ...rest].join('.')}`);
    }
  }
  return { posthog, crm: settings.crm?.hosts ?? [] };
}
