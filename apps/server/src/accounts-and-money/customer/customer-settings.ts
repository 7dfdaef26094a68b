import type { RiskProfileView, RiskQuestionsView, Subscriptions } from '@havn/contract';
import type { Language } from '@havn/domain';
import { missingRiskAnswer, RISK_QUESTIONS, riskLevel } from '@havn/domain/broker/index';
import da from '@havn/i18n/catalogs/da/accounts.json' with { type: 'json' };
import de from '@havn/i18n/catalogs/de/accounts.json' with { type: 'json' };
import en from '@havn/i18n/catalogs/en/accounts.json' with { type: 'json' };
import fi from '@havn/i18n/catalogs/fi/accounts.json' with { type: 'json' };
import nb from '@havn/i18n/catalogs/nb/accounts.json' with { type: 'json' };
import sv from '@havn/i18n/catalogs/sv/accounts.json' with { type: 'json' };
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  preferencesOf,
  riskProfileOf,
  saveRiskProfile,
  upsertPreferences,
} from './customer-settings-repo.ts';

/** What a customer gets before choosing: the messages about their own money on, marketing off. */
export const DEFAULT_SUBSCRIPTIONS: Subscriptions = {
  newsletterEmail: false,
  productNewsEmail: false,
  tradeConfirmationEmail: true,
  priceAlertPush: true,
  orderFilledPush: true,
  eventInvitationsEmail: false,
};

export async function mySubscriptions(ctx: AppContext, userId: string): Promise<Subscriptions> {
  const row = await preferencesOf(ctx.db, userId);
  return { ...DEFAULT_SUBSCRIPTIONS, ...(row?.subscriptions ?? {}) };
}

export async function saveSubscriptions(
  ctx: AppContext,
  userId: string,
  subscriptions: Subscriptions,
): Promise<Subscriptions> {
  await upsertPreferences(
    ctx.db,
    userId,
    { subscriptions },
    { subscriptions: DEFAULT_SUBSCRIPTIONS },
    ctx.clock.now(),
  );
  return mySubscriptions(ctx, userId);
}

/** The questionnaire's wording per language: the web's own catalog, so the API and the screen agree. */
const RISK_WORDING: Readonly<Record<Language, Record<string, Record<string, string>>>> = {
  en: en.risk.questions,
  sv: sv.risk.questions,
  nb: nb.risk.questions,
  da: da.risk.questions,
  fi: fi.risk.questions,
  de: de.risk.questions,
};

/** The suitability questionnaire in one language: the domain's questions and options, worded. */
export function riskQuestions(language: Language): RiskQuestionsView {
  const wording = RISK_WORDING[language];
  return {
    questions: RISK_QUESTIONS.map((question) => {
      const words = wording[question.id] ?? {};
      return {
        id: question.id,
        text: words.text ?? question.id,
        options: question.options.map((option) => ({ id: option, text: words[option] ?? option })),
      };
    }),
  };
}

export async function myRiskProfile(ctx: AppContext, userId: string): Promise<RiskProfileView> {
  const row = await riskProfileOf(ctx.db, userId);
  return {
    riskLevel: row?.riskLevel ?? null,
    answers: row?.answers ?? {},
    assessedAt: row?.assessedAt.toISOString() ?? null,
  };
}

/** Scores the questionnaire with the domain's rule and keeps the answers with the level and time. */
export async function answerRiskProfile(
  ctx: AppContext,
  userId: string,
  answers: Record<string, string>,
): Promise<RiskProfileView> {
  const missing = missingRiskAnswer(answers);
  if (missing) throw new AppError('INCOMPLETE_ANSWERS', `Answer the question "${missing}".`);
  const known = Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, answers[q.id]!]));
  const row = await saveRiskProfile(ctx.db, {
    userId,
    answers: known,
    riskLevel: riskLevel(known),
    assessedAt: ctx.clock.now(),
  });
  return { riskLevel: row.riskLevel, answers: row.answers, assessedAt: row.assessedAt.toISOString() };
}
