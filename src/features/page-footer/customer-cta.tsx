import { cloudRegions } from '../../../config/site';
import { PrefetchLink } from '../../data/prefetch-link';
import { useAppStore } from '../../store/store';
import { signUpRegion } from '../app-button/continent-region';
import { signUpUrl } from '../app-button/resolve-app-button';

export const CUSTOMER_CTA_LABELS = {
  heading: 'Ready to get started',
  start: 'Start for free',
  docs: 'View documentation',
  expert: 'Talk to an expert',
  note: 'No credit card required • Free tier available • Self-hosting option',
} as const;

/** The call-to-action panel under customer stories (SPEC.md §2). */
export function CustomerCta() {
  // Sign up in the visitor's region once the header button has looked it up; EU until then.
  const continent = useAppStore((s) => s.continent);
  const region = signUpRegion(cloudRegions, continent);
  return (
    <section className="page-footer-cta" aria-labelledby="page-footer-cta-heading">
      <h2 id="page-footer-cta-heading" className="page-footer-cta-heading">
        {CUSTOMER_CTA_LABELS.heading}
      </h2>
      <div className="page-footer-cta-links">
        <a className="page-footer-button page-footer-button-primary" href={signUpUrl(region)}>
          {CUSTOMER_CTA_LABELS.start}
        </a>
        <PrefetchLink className="page-footer-button" href="/docs">
          {CUSTOMER_CTA_LABELS.docs}
        </PrefetchLink>
        <PrefetchLink className="page-footer-button" href="/talk-to-us">
          {CUSTOMER_CTA_LABELS.expert}
        </PrefetchLink>
      </div>
      <p className="page-footer-cta-note">{CUSTOMER_CTA_LABELS.note}</p>
    </section>
  );
}
