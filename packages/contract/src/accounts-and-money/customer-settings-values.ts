/** Which e-mails and notifications a customer wants; every one is a yes or a no (zod-free: the web reads it). */
export const SUBSCRIPTION_KEYS = [
  'newsletterEmail',
  'productNewsEmail',
  'tradeConfirmationEmail',
  'priceAlertPush',
  'orderFilledPush',
  'eventInvitationsEmail',
] as const;
export type SubscriptionKey = (typeof SUBSCRIPTION_KEYS)[number];
