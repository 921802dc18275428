import { brand } from '../../../config/site';

export const LOGO_MENU_LABELS = {
  title: `${brand.name} logo`,
  text: 'Use the logo as it is: keep its colours and proportions and give it room to breathe.',
  svg: 'Download logo as SVG',
  png: 'Download logo as PNG',
  brandAssets: 'All brand assets',
  close: 'Close',
} as const;

export const logoFileName = (extension: 'svg' | 'png') =>
  `${brand.name.toLowerCase()}-logo.${extension}`;
