import { FileButton, Group, NativeSelect } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import IconBold from '@tabler/icons-react/icons/IconBold';
import IconIndentDecrease from '@tabler/icons-react/icons/IconIndentDecrease';
import IconIndentIncrease from '@tabler/icons-react/icons/IconIndentIncrease';
import IconItalic from '@tabler/icons-react/icons/IconItalic';
import IconLink from '@tabler/icons-react/icons/IconLink';
import IconList from '@tabler/icons-react/icons/IconList';
import IconListNumbers from '@tabler/icons-react/icons/IconListNumbers';
import IconPhoto from '@tabler/icons-react/icons/IconPhoto';
import IconTable from '@tabler/icons-react/icons/IconTable';
import IconUnderline from '@tabler/icons-react/icons/IconUnderline';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { ColourPicker } from './ColourPicker';
import { DEFAULT_FONT_COLOUR, FONT_COLOURS, HIGHLIGHT_COLOURS } from './colours';
import { DEFAULT_FONT_SIZE, FONT_FAMILIES, FONT_SIZES, IMAGE_ACCEPT } from './editorRules';
import { LinkDialog } from './LinkDialog';
import classes from './RichText.module.css';
import { TableDialog } from './TableDialog';

interface EditorToolbarProps {
  editor: Editor;
  /** Absent: no image button (the host has nowhere to upload to). */
  onImage?: (file: File) => void;
}

interface ToolButtonProps {
  label: string;
  icon: TablerIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, pressed, disabled }: ToolButtonProps) {
  return (
    <IconButton
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? 'blue' : 'gray'}
      label={label}
      icon={icon}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

const DEFAULT_FAMILY = 'sans-serif';

/** The editor's toolbar: every control has a translated accessible name and takes the keyboard. */
export function EditorToolbar({ editor, onImage }: EditorToolbarProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'link' | 'table' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      fontFamily: (e.getAttributes('textStyle').fontFamily as string | undefined) ?? DEFAULT_FAMILY,
      fontSize: Number.parseInt(e.getAttributes('textStyle').fontSize ?? '', 10) || DEFAULT_FONT_SIZE,
      colour: (e.getAttributes('textStyle').color as string | undefined) ?? DEFAULT_FONT_COLOUR,
      highlight: (e.getAttributes('highlight').color as string | undefined) ?? '#ffffff',
      canIndent: e.can().indent(),
      canOutdent: e.can().outdent(),
    }),
  });
  const chain = () => editor.chain().focus();

  const applyLink = (href: string) => {
    if (state.href !== '' || !editor.state.selection.empty) {
      chain().extendMarkRange('link').setLink({ href }).run();
    } else {
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        // What is typed next is text again, not more of the address.
        .unsetMark('link')
        .run();
    }
  };

  return (
    <Group gap={4} wrap="wrap" role="toolbar" aria-label={t('editor.toolbar')} className={classes.toolbar}>
      <ToolButton
        label={t('editor.bold')}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
        icon={IconBold}
      />
      <ToolButton
        label={t('editor.italic')}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
        icon={IconItalic}
      />
      <ToolButton
        label={t('editor.underline')}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
        icon={IconUnderline}
      />
      <ToolButton
        label={t('editor.bulletList')}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
        icon={IconList}
      />
      <ToolButton
        label={t('editor.orderedList')}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
        icon={IconListNumbers}
      />
      <NativeSelect
        size="xs"
        aria-label={t('editor.fontFamily')}
        value={state.fontFamily}
        data={FONT_FAMILIES.map((family) => ({ value: family, label: t(`editor.fontFamilies.${family}`) }))}
        onChange={(event) => {
          const family = event.currentTarget.value;
          // The default family is left unwritten, so the HTML stays as small as the text allows.
          if (family === DEFAULT_FAMILY) chain().unsetFontFamily().run();
          else chain().setFontFamily(family).run();
        }}
      />
      <NativeSelect
        size="xs"
        aria-label={t('editor.fontSize')}
        value={String(state.fontSize)}
        data={FONT_SIZES.map(String)}
        onChange={(event) => {
          const size = Number(event.currentTarget.value);
          if (size === DEFAULT_FONT_SIZE) chain().unsetFontSize().run();
          else chain().setFontSize(`${size}px`).run();
        }}
      />
      <ColourPicker
        label={t('editor.textColour')}
        current={state.colour}
        options={FONT_COLOURS}
        resetLabel={t('editor.defaultColour')}
        onPick={(hex) => (hex === null ? chain().unsetColor().run() : chain().setColor(hex).run())}
      />
      <ColourPicker
        label={t('editor.highlight')}
        current={state.highlight}
        options={HIGHLIGHT_COLOURS}
        resetLabel={t('editor.noHighlight')}
        onPick={(hex) =>
          hex === null ? chain().unsetHighlight().run() : chain().setHighlight({ color: hex }).run()
        }
      />
      <ToolButton
        label={t('editor.outdent')}
        disabled={!state.canOutdent}
        onClick={() => chain().outdent().run()}
        icon={IconIndentDecrease}
      />
      <ToolButton
        label={t('editor.indent')}
        disabled={!state.canIndent}
        onClick={() => chain().indent().run()}
        icon={IconIndentIncrease}
      />
      <ToolButton
        label={t('editor.link.button')}
        pressed={state.href !== ''}
        onClick={() => setDialog('link')}
        icon={IconLink}
      />
      <ToolButton label={t('editor.table.button')} onClick={() => setDialog('table')} icon={IconTable} />
      {onImage !== undefined && (
        <FileButton onChange={(file) => file !== null && onImage(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <ToolButton label={t('editor.image.button')} onClick={props.onClick} icon={IconPhoto} />
          )}
        </FileButton>
      )}
      {dialog === 'link' && (
        <LinkDialog
          initialHref={state.href}
          onApply={applyLink}
          onRemove={state.href === '' ? undefined : () => chain().extendMarkRange('link').unsetLink().run()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'table' && (
        <TableDialog
          onInsert={({ rows, cols }) => chain().insertTable({ rows, cols, withHeaderRow: false }).run()}
          onClose={() => setDialog(null)}
        />
      )}
    </Group>
  );
}
