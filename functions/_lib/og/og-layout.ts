/** The social image as an SVG document: brand, section label, title, description. */
import type { FontMetrics } from './font-metrics';
import { escapeXml, wrapText } from './text';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

export interface OgContent {
  brand: string;
  host: string;
  title: string;
  description: string;
  section: string;
}

export interface OgFonts {
  bold: FontMetrics;
  regular: FontMetrics;
}

const PADDING_X = 80;
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING_X;
const CONTENT_BOTTOM = 528;
const TITLE_SIZES = [76, 68, 60, 52, 44];
const TITLE_MAX_LINES = 3;
const DESCRIPTION_SIZE = 30;
const DESCRIPTION_LINE = 42;
const COLORS = {
  background: '#111111',
  foreground: '#fafafa',
  muted: '#a3a3a3',
  accent: '#33adff',
};

/** The largest title size whose wrapped text fits without an ellipsis. */
function layoutTitle(title: string, metrics: FontMetrics) {
  for (const size of TITLE_SIZES) {
    const wrapped = wrapText(title, metrics, size, CONTENT_WIDTH, TITLE_MAX_LINES);
    if (!wrapped.truncated) return { size, lines: wrapped.lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  return { size, lines: wrapText(title, metrics, size, CONTENT_WIDTH, TITLE_MAX_LINES).lines };
}

function textLines(lines: string[], firstBaseline: number, lineHeight: number): string {
  return lines
    .map(
      (line, i) =>
        `<tspan x="${PADDING_X}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
}

export function ogSvg(content: OgContent, fonts: OgFonts): string {
  const title = layoutTitle(content.title, fonts.bold);
  const titleTop = content.section ? 250 : 214;
  const titleLine = Math.round(title.size * 1.15);
  const titleBaseline = titleTop + Math.round(title.size * 0.9);
  const lastTitleBaseline = titleBaseline + (title.lines.length - 1) * titleLine;

  const descriptionBaseline = lastTitleBaseline + 36 + DESCRIPTION_SIZE;
  const roomForLines = Math.floor((CONTENT_BOTTOM - descriptionBaseline) / DESCRIPTION_LINE) + 1;
  const descriptionLines =
    content.description && roomForLines > 0
      ? wrapText(
          content.description,
          fonts.regular,
          DESCRIPTION_SIZE,
          CONTENT_WIDTH,
          Math.min(3, roomForLines),
        ).lines
      : [];

  const section = content.section
    ? `<text x="${PADDING_X}" y="214" font-size="24" font-weight="700" letter-spacing="3" fill="${COLORS.accent}">${escapeXml(content.section.toUpperCase())}</text>`
    : '';
  const description = descriptionLines.length
    ? `<text font-size="${DESCRIPTION_SIZE}" font-weight="400" fill="${COLORS.muted}">${textLines(descriptionLines, descriptionBaseline, DESCRIPTION_LINE)}</text>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="Inter">
<defs>
<radialGradient id="glow" cx="1080" cy="40" r="620" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${COLORS.accent}" stop-opacity="0.28"/>
<stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${COLORS.accent}"/>
<stop offset="1" stop-color="#8b5cf6"/>
</linearGradient>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.background}"/>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>
<rect x="${PADDING_X}" y="72" width="48" height="48" rx="12" fill="${COLORS.accent}"/>
<path d="M${PADDING_X + 10} 104 L${PADDING_X + 19} 104 L${PADDING_X + 25} 86 L${PADDING_X + 31} 110 L${PADDING_X + 36} 96 L${PADDING_X + 39} 96" fill="none" stroke="${COLORS.background}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="${PADDING_X + 66}" y="108" font-size="36" font-weight="700" fill="${COLORS.foreground}">${escapeXml(content.brand)}</text>
${section}
<text font-size="${title.size}" font-weight="700" fill="${COLORS.foreground}">${textLines(title.lines, titleBaseline, titleLine)}</text>
${description}
<text x="${PADDING_X}" y="584" font-size="26" font-weight="400" fill="${COLORS.muted}">${escapeXml(content.host)}</text>
<rect y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="url(#bar)"/>
</svg>`;
}
