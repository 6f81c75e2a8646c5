import { Button, Menu } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Destructive entries are red. */
  danger?: boolean;
}

interface ActionMenuProps {
  label: string;
  /** The accessible name where the visible label alone is ambiguous ('Actions for Policy'); it starts with it. */
  name?: string;
  actions: MenuAction[];
  disabled?: boolean;
}

/** A button that drops down a list of actions. */
export function ActionMenu({ label, name, actions, disabled = false }: ActionMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          aria-label={name}
          disabled={disabled || actions.length === 0}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} onClick={action.onSelect}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
