/**
 * A price alert fires once when an instrument trades at or above (ABOVE) or at or under (BELOW) its
 * price; then it is TRIGGERED for good. The contract, the database and the rules read these lists.
 */
export const ALERT_DIRECTIONS = ['ABOVE', 'BELOW'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
export const ALERT_STATES = ['ACTIVE', 'TRIGGERED'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** What a customer's inbox holds: a triggered price alert, an event reminder, a recurring deposit that failed. */
export const MESSAGE_KINDS = [
  'PRICE_ALERT',
  'EVENT_REMINDER',
  'RECURRING_DEPOSIT_FAILED',
  'MARGIN_CALL',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
