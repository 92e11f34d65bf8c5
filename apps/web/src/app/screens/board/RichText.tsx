import { sanitiseRichText } from '@trestle/core';
import { withImageAlt } from '../../posts/files';
import postStyles from '../../posts/PostContent.module.css';

/** A description in rich text, sanitised to the allowed tags as posts are. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className={postStyles.text}
      dangerouslySetInnerHTML={{ __html: withImageAlt(sanitiseRichText(html)) }}
    />
  );
}
