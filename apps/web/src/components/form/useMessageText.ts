import type { ErrorCode, MessageCode, MessageParams } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A validation or server message as it arrives: English text, and the catalogue's code with its parameters. */
export interface Problem {
  message: string;
  messageCode?: MessageCode;
  messageParams?: MessageParams;
  /** The API's error code, when the problem is an answer of the API. */
  code?: ErrorCode;
}

/**
 * Translates a problem by its message code. A problem without one (a proxy's answer) is shown as it came:
 * better an English sentence than nothing.
 */
export function useMessageText() {
  const { t } = useTranslation();
  return useCallback(
    ({ message, messageCode, messageParams }: Problem): string =>
      messageCode === undefined ? message : t(`messages.${messageCode}`, messageParams),
    [t],
  );
}
