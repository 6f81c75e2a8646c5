import { Extension } from '@tiptap/core';
import { nextIndent, snapIndent } from './editorRules';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Moves the selected paragraphs and headings one step (30 px) in. */
      indent: () => ReturnType;
      /** Moves them one step out. */
      outdent: () => ReturnType;
    };
  }
}

const INDENTED_TYPES = ['paragraph', 'heading'];

/**
 * Indentation as a margin-left on paragraphs and headings, kept on the 30 px grid between 0 and 210 px.
 * A margin rather than nesting, so the saved HTML reads the same anywhere and survives the server's
 * sanitiser, which allows `margin-left`.
 */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: INDENTED_TYPES,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => snapIndent(Number.parseFloat(element.style.marginLeft)),
            renderHTML: (attributes) =>
              attributes.indent > 0 ? { style: `margin-left: ${attributes.indent}px` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    const shift =
      (direction: 1 | -1) =>
      () =>
      ({ state, tr, dispatch }: import('@tiptap/core').CommandProps) => {
        let changed = false;
        state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
          if (!INDENTED_TYPES.includes(node.type.name)) return true;
          const indent = nextIndent(node.attrs.indent ?? 0, direction);
          if (indent !== node.attrs.indent) {
            changed = true;
            if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
          }
          return false;
        });
        return changed;
      };
    return { indent: shift(1), outdent: shift(-1) };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    };
  },
});
