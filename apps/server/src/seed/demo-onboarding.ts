import type { KycAnswers } from '@havn/domain';
import { ACCOUNT_TERMS_VERSION } from '@havn/domain/broker/index';
import type { AppContext } from '../context.ts';
import { type DemoIdentity, demoIdentity } from '../identity/eid/demo-identities.ts';
import { insertIdentity } from '../identity/eid/eid-repo.ts';
import { setContact } from '../identity/kyc/kyc-repo.ts';
import { answerKyc } from '../identity/kyc/kyc-service.ts';
import { insertUser, userByUsername } from '../identity/users-repo.ts';
import { hashPassword } from '../platform/password.ts';

/** The demo's compliance officer (README): logs in with the demo password, decides reviews. */
export const DEMO_COMPLIANCE_OFFICER = { username: 'clara', name: 'Clara Berglund' } as const;

/** Which demo eID identity each demo customer is; Germany and the UK were identified outside the demo eID. */
const IDENTITY_OF: Record<string, string> = {
  astrid: 'se-198503122384',
  ola: 'no-01017012345',
  mette: 'dk-1203851234',
  aino: 'fi-120385-123A',
};

const OUTSIDE_DEMO_EID: Record<
  string,
  Omit<DemoIdentity, 'id' | 'country' | 'method'> & { country: string }
> = {
  max: {
    country: 'de',
    personalNumber: 'DE-1982-0415',
    givenName: 'Max',
    familyName: 'Becker',
    birthDate: '1982-04-15',
    address: { street: 'Torstraße 101', postalCode: '10119', city: 'Berlin', country: 'de' },
  },
  emma: {
    country: 'gb',
    personalNumber: 'QQ123456C',
    givenName: 'Emma',
    familyName: 'Clarke',
    birthDate: '1991-09-30',
    address: { street: '12 Hill Street', postalCode: 'EH2 3JP', city: 'Edinburgh', country: 'gb' },
  },
};

function plainAnswers(country: string): KycAnswers {
  return {
    citizenships: [country],
    taxResidencies: [{ country }],
    usPerson: false,
    pep: { isPep: false },
    occupation: 'EMPLOYED',
    annualIncome: 'FROM_50K_TO_100K',
    sourceOfFunds: ['SALARY', 'SAVINGS'],
    purposes: ['LONG_TERM_SAVING'],
    expectedYearlyDeposits: 'FROM_10K_TO_50K',
  };
}

async function identify(
  ctx: AppContext,
  userId: string,
  identity: Omit<DemoIdentity, 'id'> | (typeof OUTSIDE_DEMO_EID)[string],
  method: string,
) {
  await insertIdentity(ctx.db, {
    userId,
    country: identity.country,
    personalNumber: identity.personalNumber,
    method,
    givenName: identity.givenName,
    familyName: identity.familyName,
    birthDate: identity.birthDate,
    address: identity.address,
    verifiedAt: ctx.clock.now(),
  });
}

/**
 * Every demo customer fully onboarded (their eID identity and approved KYC answers), one prospect
 * half-way (Sofia: signed in with eID and gave her contact details, the questions still to answer),
 * one PEP waiting for review (Karl), and the compliance officer who decides it.
 */
export async function seedDemoOnboarding(
  ctx: AppContext,
  password: string,
  customers: readonly { username: string }[],
) {
  for (const { username } of customers) {
    const user = (await userByUsername(ctx.db, username))!;
    const demo = IDENTITY_OF[username] ? demoIdentity(IDENTITY_OF[username]) : undefined;
    if (demo) await identify(ctx, user.id, demo, demo.method);
    else if (OUTSIDE_DEMO_EID[username])
      await identify(ctx, user.id, OUTSIDE_DEMO_EID[username], 'VIDEO_IDENT');
    else continue;
    await answerKyc(ctx, user, plainAnswers(user.country), true);
  }

  const now = ctx.clock.now();
  const prospects = [
    { identity: demoIdentity('se-199211203348')!, email: 'sofia.ek@example.se', pep: false },
    { identity: demoIdentity('se-196605055511')!, email: 'karl.gustafsson@example.se', pep: true },
  ];
  for (const { identity, email, pep } of prospects) {
    const user = await insertUser(ctx.db, {
      username: identity.givenName.toLowerCase(),
      passwordHash: '!eid',
      country: identity.country,
      name: `${identity.givenName} ${identity.familyName}`,
      customerStatus: 'PROSPECT',
      createdAt: now,
    });
    await identify(ctx, user.id, identity, identity.method);
    await setContact(ctx.db, user.id, { email, phone: null });
    if (pep) {
      await answerKyc(
        ctx,
        user,
        {
          ...plainAnswers('se'),
          pep: { isPep: true, role: 'MEMBER_OF_PARLIAMENT', relation: 'SELF' },
          acceptTerms: true,
          termsVersion: ACCOUNT_TERMS_VERSION,
        },
        true,
      );
    }
  }

  await insertUser(ctx.db, {
    username: DEMO_COMPLIANCE_OFFICER.username,
    passwordHash: await hashPassword(password, ctx.config.scryptLogN),
    country: 'se',
    name: DEMO_COMPLIANCE_OFFICER.name,
    role: 'compliance',
    createdAt: now,
  });
}
