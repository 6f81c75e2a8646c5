import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of an audit page's tab panel, which names its section by `id`, with the panel's button beside it. */
export function PanelHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Group>
  );
}
