import { Badge, Box, Collapse, Group, UnstyledButton } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import IconChevronRight from '@tabler/icons-react/icons/IconChevronRight';
import { type ReactNode, useId, useState } from 'react';

interface CollapsibleSectionProps {
  title: string;
  /** Shown beside the title, so a collapsed section still says how much it holds. */
  count?: number;
  /** Buttons at the right of the header (add, …); they stay reachable while the section is collapsed. */
  actions?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A titled part of a dialog that its header button collapses and expands. */
export function CollapsibleSection({
  title,
  count,
  actions,
  defaultOpen = true,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Box
      component="section"
      aria-label={title}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      pt="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
          fw={600}
        >
          <Group gap="xs" wrap="nowrap">
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            <span>{title}</span>
            {count !== undefined && (
              <Badge variant="light" size="sm">
                {count}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        {actions}
      </Group>
      <Collapse expanded={open} id={contentId}>
        <Box pt="xs" pb="sm">
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
