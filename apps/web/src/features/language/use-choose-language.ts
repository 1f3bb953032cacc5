import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@tokri/core';
import { changeLanguage } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { sessionStore } from '../../shared/session/session-store.js';

/** Switches the interface at once, stores the choice on the device, and saves it to the profile. */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await changeLanguage(language);
      if (sessionStore.getState().session) {
        await api('/api/profile', { method: 'PATCH', body: { preferredLanguage: language } });
        await sessionStore.reloadUser();
      }
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
