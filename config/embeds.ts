/**
 * Hosts whose pages content may embed with `<iframe>`. Pure data: read by
 * build-content (which keeps or drops each iframe) and by the `_headers`
 * generator (the CSP's frame-src), so the two never disagree.
 */
export interface EmbedHost {
  /** Exact host name; only https URLs on it are embedded. */
  host: string;
  /** Accessible name used when the iframe has no `title` of its own. */
  title: string;
  /** The most the frame may do (`sandbox` tokens); an iframe may ask for fewer. */
  sandbox: readonly string[];
}

const VIDEO_SANDBOX = ['allow-popups', 'allow-presentation', 'allow-same-origin', 'allow-scripts'];
const PLAYGROUND_SANDBOX = [
  'allow-forms',
  'allow-modals',
  'allow-popups',
  'allow-same-origin',
  'allow-scripts',
];

export const embedHosts: readonly EmbedHost[] = [
  { host: 'www.youtube-nocookie.com', title: 'YouTube video', sandbox: VIDEO_SANDBOX },
  { host: 'www.youtube.com', title: 'YouTube video', sandbox: VIDEO_SANDBOX },
  { host: 'player.vimeo.com', title: 'Vimeo video', sandbox: VIDEO_SANDBOX },
  { host: 'www.loom.com', title: 'Loom video', sandbox: VIDEO_SANDBOX },
  { host: 'fast.wistia.net', title: 'Wistia video', sandbox: VIDEO_SANDBOX },
  {
    host: 'codesandbox.io',
    title: 'CodeSandbox example',
    sandbox: [...PLAYGROUND_SANDBOX, 'allow-presentation'].sort(),
  },
  { host: 'stackblitz.com', title: 'StackBlitz project', sandbox: PLAYGROUND_SANDBOX },
  { host: 'codepen.io', title: 'CodePen example', sandbox: PLAYGROUND_SANDBOX },
  { host: 'www.figma.com', title: 'Figma file', sandbox: VIDEO_SANDBOX },
];
