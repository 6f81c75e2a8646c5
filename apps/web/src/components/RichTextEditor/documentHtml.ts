import { getHTMLFromFragment, isNodeEmpty } from '@tiptap/core';
import type { Node, Schema } from '@tiptap/pm/model';

// What the server also counts as content without any text (documentation.html.ts): a reader sees them.
const SUBSTANTIAL = ['table', 'image', 'horizontalRule'];

/** The document as stored: its HTML, or null when there is nothing to read in it. */
export function documentHtml(doc: Node, schema: Schema): string | null {
  let substantial = false;
  doc.descendants((node) => {
    substantial ||= SUBSTANTIAL.includes(node.type.name);
    return !substantial;
  });
  return !substantial && isNodeEmpty(doc, { ignoreWhitespace: true })
    ? null
    : getHTMLFromFragment(doc.content, schema);
}
