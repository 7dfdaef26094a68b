import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import type { UserRow } from '../platform/sessions.ts';
import { type EidIdentityRow, identityOfUser } from './eid/eid-repo.ts';
import { setContact } from './kyc/kyc-repo.ts';

/** Only the last four digits of a personal number ever leave the server. */
export function maskPersonalNumber(personalNumber: string): string {
  return `${'•'.repeat(Math.max(0, personalNumber.length - 4))}${personalNumber.slice(-4)}`;
}

export function presentIdentity(identity: EidIdentityRow) {
  return {
    country: identity.country,
    method: identity.method,
    givenName: identity.givenName,
    familyName: identity.familyName,
    birthDate: identity.birthDate,
    personalNumber: maskPersonalNumber(identity.personalNumber),
    address: identity.address ?? null,
  };
}

/** A prospect's own page: only the person it belongs to may read it (anyone else: not found). */
export async function prospectOf(ctx: AppContext, user: UserRow, prospectId: string) {
  const identity = prospectId === user.id ? await identityOfUser(ctx.db, user.id) : null;
  if (!identity) throw new AppError('NOT_FOUND', 'No such prospect.');
  return {
    prospectId: user.id,
    status: user.customerStatus,
    identity: presentIdentity(identity),
    email: user.email,
    phone: user.phone,
  };
}

/** The customer-information step: the prospect confirms the eID's data and gives contact details. */
export async function confirmCustomerInformation(
  ctx: AppContext,
  user: UserRow,
  prospectId: string,
  contact: { email: string; phone?: string | undefined },
) {
  await prospectOf(ctx, user, prospectId);
  await setContact(ctx.db, user.id, { email: contact.email, phone: contact.phone ?? null });
  return prospectOf(ctx, { ...user, email: contact.email, phone: contact.phone ?? null }, prospectId);
}

export async function myProfile(ctx: AppContext, user: UserRow) {
  const identity = await identityOfUser(ctx.db, user.id);
  return { identity: identity ? presentIdentity(identity) : null, email: user.email, phone: user.phone };
}

export async function changeContact(
  ctx: AppContext,
  user: UserRow,
  contact: { email: string; phone?: string | undefined },
) {
  await setContact(ctx.db, user.id, { email: contact.email, phone: contact.phone ?? null });
  return { email: contact.email, phone: contact.phone ?? null };
}
