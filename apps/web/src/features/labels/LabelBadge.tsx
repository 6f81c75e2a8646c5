import { Badge } from '@mantine/core';
import type { Label } from '@praxis/contract';
import { highlightHex } from '../../components/RichTextEditor/colours';

/** A label as a badge in its colour. */
export function LabelBadge({
  label,
  size = 'sm',
}: {
  label: Pick<Label, 'name' | 'colour'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Badge size={size} radius="sm" color={highlightHex(label.colour)} c="black" tt="none" fw={500}>
      {label.name}
    </Badge>
  );
}
