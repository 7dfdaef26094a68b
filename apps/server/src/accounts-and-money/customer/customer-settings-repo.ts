import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerPreferences, riskProfiles } from '../../db/schema/appropriateness.ts';

export type PreferencesRow = typeof customerPreferences.$inferSelect;
export type RiskProfileRow = typeof riskProfiles.$inferSelect;

export async function preferencesOf(db: Db, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db.select().from(customerPreferences).where(eq(customerPreferences.userId, userId));
  return row ?? null;
}

/** Creates or changes a customer's preferences; fields left out keep their value. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: { defaultAccid?: string; subscriptions?: Record<string, boolean> },
  defaults: { subscriptions: Record<string, boolean> },
  now: Date,
): Promise<void> {
  await db
    .insert(customerPreferences)
    .values({
      userId,
      defaultAccid: values.defaultAccid ?? null,
      subscriptions: values.subscriptions ?? defaults.subscriptions,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: customerPreferences.userId, set: { ...values, updatedAt: now } });
}

export async function riskProfileOf(db: Db, userId: string): Promise<RiskProfileRow | null> {
  const [row] = await db.select().from(riskProfiles).where(eq(riskProfiles.userId, userId));
  return row ?? null;
}

export async function saveRiskProfile(db: Db, row: RiskProfileRow): Promise<RiskProfileRow> {
  const [saved] = await db
    .insert(riskProfiles)
    .values(row)
    .onConflictDoUpdate({
      target: riskProfiles.userId,
      set: { answers: row.answers, riskLevel: row.riskLevel, assessedAt: row.assessedAt },
    })
    .returning();
  return saved!;
}
