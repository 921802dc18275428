/** Two letters of the company name (first letters of its first two words). */
export function monogram(company: string): string {
  const words = company.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : company.slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue per company, so each logo keeps its colour across builds. */
export function hueOf(company: string): number {
  let hash = 0;
  for (const char of company) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** A generated SVG logo: a rounded tile with the company's monogram. */
export function CustomerLogo({ company }: { company: string }) {
  const hue = hueOf(company);
  return (
    <svg
      className="customer-logo"
      viewBox="0 0 64 64"
      width="48"
      height="48"
      role="img"
      aria-label={`${company} logo`}
    >
      <rect width="64" height="64" rx="14" fill={`hsl(${hue} 55% 32%)`} />
      <circle cx="50" cy="14" r="6" fill={`hsl(${(hue + 40) % 360} 70% 70%)`} />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#ffffff"
      >
        {monogram(company)}
      </text>
    </svg>
  );
}
