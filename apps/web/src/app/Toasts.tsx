import { Notifications } from '@mantine/notifications';
import { successToastMs } from '../lib/toast';

/** Toasts sit bottom-right; success toasts hide after 4 s unless told otherwise. */
export function Toasts() {
  return <Notifications position="bottom-right" autoClose={successToastMs} />;
}
