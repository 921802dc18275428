import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

/**
 * GitHub's sanitising rules, adjusted for our own output: heading ids are not
 * prefixed (anchors must match the TOC), code keeps its language and fence
 * meta, ANSI colour spans keep their classes, and a mermaid fence survives.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), 'Mermaid'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'id'],
    code: [['className', /^language-./, 'math-inline', 'math-display'], 'dataMeta'],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', /^ansi-/]],
    Mermaid: ['chart'],
  },
};
