import { PRESET_AVATAR_COLOURS, PRESET_AVATARS_PER_COLOUR, type PresetAvatarColour } from '../limits.ts';

/**
 * Preset avatars: 3 colours with 10 each, sent as `avatarUri` values `preset:{colour}-{n}` (api.md)
 * instead of an uploaded file.
 */

export function presetAvatarUri(colour: PresetAvatarColour, n: number): string {
  return `preset:${colour}-${n}`;
}

/** All 30, grouped by colour in the order green, pink, teal, each 1 to 10. */
export const PRESET_AVATARS: readonly string[] = PRESET_AVATAR_COLOURS.flatMap((colour) =>
  Array.from({ length: PRESET_AVATARS_PER_COLOUR }, (_, i) => presetAvatarUri(colour, i + 1)),
);

const PRESET_SET = new Set(PRESET_AVATARS);

export function isPresetAvatar(uri: string): boolean {
  return PRESET_SET.has(uri);
}

/** The colour and number of a preset uri, or null for anything else (an uploaded avatar's url). */
export function parsePresetAvatar(uri: string): { colour: PresetAvatarColour; n: number } | null {
  if (!isPresetAvatar(uri)) return null;
  const [colour, n] = uri.slice('preset:'.length).split('-');
  return { colour: colour as PresetAvatarColour, n: Number(n) };
}
