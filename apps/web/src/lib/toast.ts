import { notifications } from '@mantine/notifications';
import { currentLocale, i18n } from './i18n';

/** How long error and success toasts stay before they hide themselves, in ms. */
export const errorToastMs = 3000;
export const successToastMs = 4000;

function closeButtonProps() {
  return { 'aria-label': i18n.t('toast.close') };
}

/**
 * A failed call shows what failed, the digits of the HTTP status (when there was an answer at
 * all) and when it happened, so a user reporting it can say which attempt they mean.
 */
export function showErrorToast(message: string, status?: number) {
  const time = new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'medium' }).format(new Date());
  notifications.show({
    color: 'red',
    title: message,
    message: status === undefined ? time : `${status} · ${time}`,
    autoClose: errorToastMs,
    position: 'bottom-right',
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * A toast given an `id` is shown once while it is up: a burst of the same confirmation (an editor's
 * autosaves) keeps the one toast rather than stacking a copy per save.
 */
export function showSuccessToast(message: string = i18n.t('toast.sessionSaved'), id?: string) {
  notifications.show({
    id,
    color: 'green',
    message,
    autoClose: successToastMs,
    position: 'bottom-right',
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}
