import { api, type SettingValue, settingDefaults } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feedKeys } from '../feed/queries.ts';
import { threadKeys } from '../thread/queries.ts';

/** A member's settings change only when they change them here. */
export const SETTINGS_STALE = {
  translations: 5 * 60_000,
} as const;

export const translationSettingsKeys = {
  all: ['community', 'settings'] as const,
  translations: ['community', 'settings', 'translations'] as const,
  status: ['community', 'translation', 'status'] as const,
};

/** Whether the server translates at all; it changes only with the server's configuration. */
export function useTranslationStatusQuery() {
  return useQuery({
    queryKey: translationSettingsKeys.status,
    queryFn: ({ signal }) => callApi(api.community.translation.status, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TranslationsSetting = SettingValue<'translations'>;

/** The translations setting ({auto}); its default (auto on, spec section 9) until the member saves one. */
export function useTranslationSettingsQuery(enabled = true) {
  return useQuery({
    queryKey: translationSettingsKeys.translations,
    queryFn: ({ signal }): Promise<TranslationsSetting> =>
      callApi(api.community.settings.get, { params: { name: 'translations' }, signal }),
    staleTime: SETTINGS_STALE.translations,
    placeholderData: settingDefaults.translations,
    enabled,
  });
}

/** Saves the setting optimistically; a failure puts the old value back. Content is fetched again in the new mode. */
export function useSaveTranslationSettingsMutation() {
  const client = useQueryClient();
  const key = translationSettingsKeys.translations;
  return useMutation({
    mutationFn: (value: TranslationsSetting): Promise<TranslationsSetting> =>
      callApi(api.community.settings.put, { params: { name: 'translations' }, body: value }),
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TranslationsSetting>(key);
      client.setQueryData(key, value);
      return { previous };
    },
    onError: (_error, _value, context) => {
      client.setQueryData(key, context?.previous ?? settingDefaults.translations);
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: feedKeys.all });
      void client.invalidateQueries({ queryKey: threadKeys.all });
    },
  });
}
