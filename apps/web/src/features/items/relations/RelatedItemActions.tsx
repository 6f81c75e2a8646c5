import { Button, Group } from '@mantine/core';
import IconUnlink from '@tabler/icons-react/icons/IconUnlink';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton';

interface RelatedItemActionsProps {
  /** The related item's name, which the buttons' accessible names carry. */
  name: string;
  onOpen: () => void;
  /** The button that cuts the link; absent for those who may only look. */
  remove?: { label: string; testId: string; onClick: () => void };
  /** The row's own actions, between "View details" and remove. */
  children?: ReactNode;
}

/** The buttons at the end of a related item's row: open its details, the row's own actions, cut the link. */
export function RelatedItemActions({ name, onOpen, remove, children }: RelatedItemActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t('toolbox.viewDetailsOf', { name })}
        onClick={onOpen}
      >
        {t('toolbox.viewDetails')}
      </Button>
      {children}
      {remove !== undefined && (
        <IconButton
          color="red"
          label={remove.label}
          icon={IconUnlink}
          data-testid={remove.testId}
          onClick={remove.onClick}
        />
      )}
    </Group>
  );
}
