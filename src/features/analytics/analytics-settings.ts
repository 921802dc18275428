import { resolveAnalyticsSettings } from '../../../config/analytics';

/** This build's analytics and CRM settings (VITE_* values are inlined by Vite). */
export const analyticsSettings = resolveAnalyticsSettings(import.meta.env);

/** Something to ask consent for: without it there is no banner and no "Cookie settings". */
export const hasTracking = Boolean(analyticsSettings.posthog || analyticsSettings.crm);
