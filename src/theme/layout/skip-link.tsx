import { labels } from '../../../config/theme';

export function SkipLink() {
  return (
    <a className="skip-link" href="#content">
      {labels.skipToContent}
    </a>
  );
}
