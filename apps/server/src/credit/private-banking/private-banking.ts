import type { PrivateBankingView } from '@havn/contract';
import { privateBankingStanding, privateBankingThreshold } from '@havn/domain/credit/index';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { threadsOfCustomer } from '../../site/support/support-repo.ts';
import { startThread } from '../../site/support/support-service.ts';
import { capitalAtHavn } from '../capital.ts';

/**
 * Private banking (domain notes §6, "PB thresholds"): the customer's capital at Havn under their own
 * ID against their country's threshold (the domain's private-banking.ts), and a request to be
 * contacted, which is a support thread in the FAQ's CREDIT category under a fixed subject, so the
 * support staff's inbox holds it and its answers reach the customer's messages.
 */
export const PRIVATE_BANKING_SUBJECT = 'Private banking: please contact me';

async function openContactThread(ctx: AppContext, user: UserRow): Promise<string | null> {
  const threads = await threadsOfCustomer(ctx.db, user.id, 100);
  return (
    threads.find(
      (t) => t.category === 'CREDIT' && t.subject === PRIVATE_BANKING_SUBJECT && t.state !== 'CLOSED',
    )?.id ?? null
  );
}

export async function privateBankingOf(ctx: AppContext, user: UserRow): Promise<PrivateBankingView> {
  const threshold = privateBankingThreshold(user.country);
  const contactThreadId = await openContactThread(ctx, user);
  if (!threshold) {
    return {
      offered: false,
      threshold: null,
      capital: null,
      eligible: false,
      missing: null,
      contactThreadId,
    };
  }
  const capital = await capitalAtHavn(ctx, user.id, threshold.currency);
  const standing = privateBankingStanding(capital, threshold);
  return {
    offered: true,
    threshold: { amount: `${threshold.amount}.00`, currency: threshold.currency, assumed: threshold.assumed },
    capital,
    eligible: standing.eligible,
    missing: standing.missing,
    contactThreadId,
  };
}

/**
 * Asks a private banker to get in touch: a support thread (CREDIT) saying how, with the customer's
 * standing for the banker to read; asked again while that thread is open, the same thread answers.
 */
export async function askToBeContacted(
  ctx: AppContext,
  user: UserRow,
  ip: string,
  input: { channel: 'PHONE' | 'MESSAGE'; phone?: string; note?: string },
): Promise<{ threadId: string }> {
  const threshold = privateBankingThreshold(user.country);
  if (!threshold) {
    throw new AppError(
      'PRIVATE_BANKING_NOT_OFFERED',
      'Havn offers private banking in Sweden, Norway, Denmark and Finland.',
    );
  }
  if (input.channel === 'PHONE' && !input.phone) {
    throw new AppError('PHONE_REQUIRED', 'Give a phone number to be called on.');
  }
  const open = await openContactThread(ctx, user);
  if (open) return { threadId: open };
  const capital = await capitalAtHavn(ctx, user.id, threshold.currency);
  const lines = [
    input.channel === 'PHONE' ? `Please call me on ${input.phone}.` : 'Please answer me here.',
    `Capital at Havn: ${capital} ${threshold.currency} (threshold ${threshold.amount} ${threshold.currency}).`,
    ...(input.note ? ['', input.note] : []),
  ];
  const thread = await startThread(ctx, user, ip, {
    category: 'CREDIT',
    subject: PRIVATE_BANKING_SUBJECT,
    message: lines.join('\n'),
  });
  return { threadId: thread.id };
}
