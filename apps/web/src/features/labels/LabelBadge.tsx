import { Badge } from '@mantine/core';
import type { HighlightColour, Label } from '@praxis/contract';
import { HIGHLIGHT_COLOURS } from '../../components/RichTextEditor/colours';

/** The tint of a highlight colour (spec §3); black text stays readable on every one. */
export const labelHex = (colour: HighlightColour) =>
  HIGHLIGHT_COLOURS.find((c) => c.identifier === colour)?.hexCode ?? '#c8c8c8';

/** A label as a badge in its colour. */
export function LabelBadge({
  label,
  size = 'sm',
}: {
  label: Pick<Label, 'name' | 'colour'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Badge size={size} radius="sm" color={labelHex(label.colour)} c="black" tt="none" fw={500}>
      {label.name}
    </Badge>
  );
}
