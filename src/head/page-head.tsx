import { headElements } from './head-elements';
import type { HeadTags } from './head-tags';

/**
 * Title, description, canonical, robots, Open Graph and Twitter tags of the
 * current page. React hoists them into <head>; on a prerendered page it adopts
 * the identical tags the server wrote (src/head/head-html.ts).
 */
export function PageHead({ tags }: { tags: HeadTags }) {
  return (
    <>
      <title>{tags.title}</title>
      {headElements(tags).map(({ tag: Tag, attrs }) => (
        <Tag key={`${attrs.name ?? attrs.property ?? attrs.rel}`} {...attrs} />
      ))}
    </>
  );
}
