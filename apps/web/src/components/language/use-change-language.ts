import type { Language } from '@rental/shared/enums';
import type { CurrentUser, CurrentUserResponse } from '@rental/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageChosenSignedOut, rememberLanguage } from '../../lib/language';
import { apiRequest } from '../../lib/api-client';
import { CurrentUserContext } from '../../lib/current-user';
import { authKeys } from '../../lib/query-keys';

/** PUT /api/user/language: the signed-in user's language, kept for every device. */
function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) =>
      apiRequest<CurrentUserResponse>('/api/user/language', {
        method: 'PUT',
        body: { language },
      }),
    // A failure is alerted like any other call's; the screen stays in the chosen language.
    onSuccess: (data) => queryClient.setQueryData(authKeys.currentUser, data),
  });
}

/**
 * Switches the app's language at once and remembers it in this browser; for a signed-in user
 * it is also saved on the server, so their other devices, PDFs and messages follow it.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const user = useContext(CurrentUserContext);
  const save = useSaveLanguage();
  return (language: Language) => {
    rememberLanguage(language, { signedOut: !user });
    void i18n.changeLanguage(language);
    if (user && user.language !== language) save.mutate(language);
  };
}

/** The saved language last followed in this page (a new sign-in may bring another). */
const lastFollowed: { language?: Language } = {};

/**
 * Once the user is loaded, the app speaks their language: the one saved on the server, or,
 * when they chose one on the landing or sign-in page just before, that one (saved for them).
 */
export function useFollowUserLanguage(user: CurrentUser | undefined) {
  const { i18n } = useTranslation();
  const save = useSaveLanguage();
  const { mutate } = save;
  const saved = user?.language;
  useEffect(() => {
    // Only a new saved language is followed: the guard mounts again when the language
    // changes, and must not undo a switch whose save is still on its way.
    if (!saved) {
      lastFollowed.language = undefined; // signed out or loading: the next user is followed
      return;
    }
    if (saved === lastFollowed.language) return;
    lastFollowed.language = saved;
    const chosen = languageChosenSignedOut() ?? saved;
    rememberLanguage(chosen);
    if (currentLanguage(i18n.language) !== chosen) void i18n.changeLanguage(chosen);
    if (chosen !== saved) mutate(chosen);
  }, [saved, i18n, mutate]);
}
