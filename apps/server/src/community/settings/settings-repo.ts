import { type SettingName, type SettingValue, settingDefaults, settingSchemas } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/community-platform.ts';

/**
 * A member's setting as saved, or its default when never saved. A stored value that no longer fits
 * the setting's schema (the schema moved on) reads as the default rather than breaking the caller.
 */
export async function readSetting<N extends SettingName>(
  db: Db,
  userId: string,
  name: N,
): Promise<SettingValue<N>> {
  const [row] = await db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), eq(userSettings.name, name)))
    .limit(1);
  if (!row) return settingDefaults[name];
  const parsed = settingSchemas[name].safeParse(row.value);
  return parsed.success ? (parsed.data as SettingValue<N>) : settingDefaults[name];
}

/** Saves the whole value of one setting (insert or replace). */
export async function writeSetting<N extends SettingName>(
  db: Db,
  userId: string,
  name: N,
  value: SettingValue<N>,
  now: Date,
): Promise<SettingValue<N>> {
  await db
    .insert(userSettings)
    .values({ userId, name, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.name],
      set: { value, updatedAt: now },
    });
  return value;
}
