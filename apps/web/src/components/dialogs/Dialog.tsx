import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DialogProps = Omit<ModalProps, 'opened' | 'closeButtonProps'> & {
  /** Open while mounted unless the caller keeps it mounted and toggles it. */
  opened?: boolean;
};

/** Every dialog's frame: its close button named in the reader's language, for screen readers. */
export function Dialog({ opened = true, ...props }: DialogProps) {
  const { t } = useTranslation();
  return <Modal opened={opened} closeButtonProps={{ 'aria-label': t('forms.close') }} {...props} />;
}
