import { useCallback } from 'react';
import { isApiError } from '../../lib/api';
import { showErrorToast } from '../../lib/toast';
import { useMessageText } from './useMessageText';

/**
 * The error toast for a failed change: what failed, and, when the server refused for a reason the user
 * can act on (the last administrator, an email in use), that reason. Field problems of a 400 are already
 * on the fields, so the toast does not repeat them.
 */
export function useApiErrorToast() {
  const messageText = useMessageText();
  return useCallback(
    (summary: string, error: unknown) => {
      if (!isApiError(error)) {
        showErrorToast(summary);
        return;
      }
      const explained = error.status >= 400 && error.status < 500 && error.details === undefined;
      showErrorToast(explained ? `${summary}: ${messageText(error)}` : summary, error.status);
    },
    [messageText],
  );
}
