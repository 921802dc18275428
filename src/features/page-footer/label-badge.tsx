/** The optional `label` of the page's front matter. */
export function LabelBadge({ label }: { label: string }) {
  return <span className="page-footer-label">{label}</span>;
}
