/** Wording of the consent banner and the footer entry. */
export const CONSENT_LABELS = {
  region: 'Cookie consent',
  title: 'Cookies and tracking',
  intro: 'Nothing is sent until you choose. You can change this any time under Cookie settings.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save choices',
  legend: 'Allow',
  analytics: 'Product analytics',
  analyticsHint: 'Page views and feature use, to learn which pages help.',
  crm: 'CRM tracking',
  crmHint: 'Visited pages, so our team can follow up on your conversations with us.',
  settings: 'Cookie settings',
} as const;
