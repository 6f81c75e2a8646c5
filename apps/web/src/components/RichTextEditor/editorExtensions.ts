import type { Extensions } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref, toLinkHref } from './editorRules';
import { Indent } from './Indent';

/** Everything the toolbar can make, and nothing else: what the server's sanitiser keeps. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Links typed, pasted or loaded obey the same rule as the link dialog.
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['ftp', 'mailto'],
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => 'href' in toLinkHref(url),
      },
    }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    Highlight.configure({ multicolor: true }),
    TableKit.configure({ table: { resizable: false } }),
    // Images are inline base64 (an <img> cannot send the token a file download needs).
    Image.configure({ allowBase64: true }),
    Indent,
  ];
}
