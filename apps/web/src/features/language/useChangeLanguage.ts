import { type Me, userRoutes } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { i18n, setInterfaceLanguage } from '../../lib/i18n';
import { type InterfaceLanguage, localeOf } from '../../lib/locale';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { userUpdate } from '../../lib/userUpdate';
import { meQueryKey } from '../auth/me';
import { useMe } from '../auth/useMe';

/**
 * The server learns the new language first; the user record and the interface switch only when it has
 * accepted it, so the two never disagree.
 */
export function useChangeLanguage() {
  const api = useApi();
  const { user } = useMe();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (language: InterfaceLanguage) =>
      api.send(userRoutes.update, {
        params: { id: user.userId },
        body: userUpdate(user, { language: localeOf(language) }),
      }),
    onSuccess: async (_answer, language) => {
      queryClient.setQueryData<Me>(
        meQueryKey,
        (me) => me && { ...me, user: { ...me.user, language: localeOf(language) } },
      );
      await setInterfaceLanguage(language);
      // Said in the language just chosen, which confirms the switch by itself.
      showSuccessToast(i18n.t('language.updated', { language: i18n.t(`languages.${language}`) }));
    },
    onError: (error) =>
      showErrorToast(i18n.t('error-messages.not-updated'), isApiError(error) ? error.status : undefined),
  });
}
