import { Button, Group, Text } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../lib/toast';
import { useApiErrorToast } from '../form/useApiErrorToast';
import { Dialog } from './Dialog';

interface ConfirmDialogProps<A> {
  title: string;
  question: string;
  /** What exactly is about to change, below the question. */
  detail?: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  /** The change itself, run once the user confirms. */
  action: () => Promise<A>;
  /** The success toast; a function reads the change's answer (what was made). */
  succeeded: string | ((answer: A) => string);
  failed: string;
  /** What to load again once the change is through. */
  invalidates: QueryKey[];
  onClose: () => void;
  /** A choice that goes with the change (who takes over, say), below the detail. */
  children?: ReactNode;
}

/**
 * The question before a change that is hard to undo, and the change: open while rendered. It stays open
 * while the change runs, so the dialog never closes on a success that the server then denies; either way
 * a toast tells how it ended.
 */
export function ConfirmDialog<A>({
  title,
  question,
  detail,
  confirmLabel,
  danger = false,
  action,
  succeeded,
  failed,
  invalidates,
  onClose,
  children,
}: ConfirmDialogProps<A>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      showSuccessToast(typeof succeeded === 'string' ? succeeded : succeeded(answer));
      onClose();
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      showApiError(failed, error);
      onClose();
    },
  });
  const cancel = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog onClose={cancel} title={title}>
      <Text>{question}</Text>
      {detail !== undefined && (
        <Text mt="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel} disabled={mutation.isPending}>
          {t('forms.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={() => mutation.mutate()}
          loading={mutation.isPending}
          data-autofocus
        >
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
