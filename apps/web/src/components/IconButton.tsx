import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type IconButtonProps = Omit<ActionIconProps, 'children'> &
  Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps | 'children' | 'aria-label'> & {
    /** The button's accessible name, shown as its tooltip too. */
    label: string;
    /** A Tabler icon, imported by its own path (`@tabler/icons-react/icons/IconX`) so only it is bundled. */
    icon: TablerIcon;
  };

/**
 * A button that shows only an icon: named by `label` for screen readers and explained by the same words in
 * a tooltip for those who point at it. Props and ref go to the button, so it works as a menu's target.
 */
export function IconButton({ label, icon: Icon, variant = 'subtle', ...props }: IconButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} aria-label={label} {...props}>
        <Icon size={18} stroke={1.75} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
