import { api } from '@havn/contract';
import { requireUser, route } from '../../platform/route.ts';
import { sessionToken } from '../../platform/sessions.ts';
import { startEid } from '../eid/eid-service.ts';
import { decideReview, listReviews } from '../kyc/compliance-service.ts';
import { answerKyc, myKyc } from '../kyc/kyc-service.ts';
import { changeContact, confirmCustomerInformation, myProfile, prospectOf } from '../profile-service.ts';
import { requireFreshEid, signedWithEid } from '../step-up.ts';

// The onboarding, KYC, profile and compliance endpoints: each parses, calls one service, answers.

export const startEidRoute = route(api.identity.startEid, ({ ctx, body, user, request }) =>
  startEid(ctx, body, { user, sessionToken: sessionToken(ctx, request) }),
);

export const myKycRoute = route(api.identity.myKyc, ({ ctx, user }) => myKyc(ctx, requireUser(user)));

export const answerKycRoute = route(api.identity.answerKyc, async ({ ctx, user, body, request }) =>
  answerKyc(ctx, requireUser(user), body, await signedWithEid(ctx, request)),
);

export const prospectRoute = route(api.identity.prospect, ({ ctx, user, params }) =>
  prospectOf(ctx, requireUser(user), params.prospectId),
);

export const customerInformationRoute = route(
  api.identity.confirmCustomerInformation,
  ({ ctx, user, params, body }) =>
    confirmCustomerInformation(ctx, requireUser(user), params.prospectId, body),
);

export const myProfileRoute = route(api.identity.myProfile, ({ ctx, user }) =>
  myProfile(ctx, requireUser(user)),
);

export const changeContactRoute = route(
  api.identity.changeContactDetails,
  async ({ ctx, user, body, request }) => {
    await requireFreshEid(ctx, request);
    return changeContact(ctx, requireUser(user), body);
  },
);

export const complianceReviewsRoute = route(api.identity.complianceReviews, ({ ctx, user }) =>
  listReviews(ctx, requireUser(user)),
);

export const decideReviewRoute = route(api.identity.decideReview, ({ ctx, user, params, body }) =>
  decideReview(ctx, requireUser(user), params.userId, body),
);

export const onboardingRoutes = [
  startEidRoute,
  myKycRoute,
  answerKycRoute,
  prospectRoute,
  customerInformationRoute,
  myProfileRoute,
  changeContactRoute,
  complianceReviewsRoute,
  decideReviewRoute,
];
