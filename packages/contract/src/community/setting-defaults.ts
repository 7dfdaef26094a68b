import type { SettingName, SettingValue } from './settings.ts';

/** What a member who never saved a setting gets. */
export const settingDefaults: { readonly [N in SettingName]: SettingValue<N> } = {
  translations: { auto: true },
};
