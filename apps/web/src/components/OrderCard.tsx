import { type ReactNode, useId } from 'react';
import { Button } from './Button.tsx';
import './OrderCard.css';

/** How a state looks: neutral, under way, asking the customer for something, done, or failed. */
export type OrderStateTone = 'neutral' | 'pending' | 'asks' | 'done' | 'failed';

export function OrderState({ tone, children }: { tone: OrderStateTone; children: ReactNode }) {
  return (
    <span className={tone === 'neutral' ? 'order-state' : `order-state order-state-${tone}`}>{children}</span>
  );
}

type HeadingLevel = 2 | 3 | 4 | 5;

/** A card's Cancel: its label (the heading is added to its name), whether it runs, what it does. */
export interface OrderCancel {
  label: string;
  busy: boolean;
  onCancel(): void;
}

/** A card's (or a part of one's) heading with its state beside it, wrapping below it on a narrow screen. */
export function OrderCardHead({
  level,
  id,
  className = 'order-card-title',
  title,
  state,
}: {
  level: HeadingLevel;
  id?: string | undefined;
  className?: string;
  title: ReactNode;
  state?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className="order-card-head">
      <Heading id={id} className={className}>
        {title}
      </Heading>
      {state}
    </div>
  );
}

/**
 * One order (or event) in a list of cards: its heading and state, what the caller says of it, and at
 * its foot a Cancel button named with the heading ("Cancel order Avanza Global"), as a list has one
 * such button a card, or the caller's own actions. `headingId` names the heading for the caller's
 * own links.
 */
export function OrderCard({
  level,
  title,
  state,
  headingId,
  testId,
  className,
  cancel,
  actions,
  children,
}: {
  level: HeadingLevel;
  title: ReactNode;
  state?: ReactNode;
  headingId?: string;
  testId: string;
  className?: string;
  cancel?: OrderCancel | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const ownId = useId();
  const nameId = headingId ?? ownId;
  const cancelId = useId();
  return (
    <li className={className ? `order-card ${className}` : 'order-card'} data-testid={testId}>
      <OrderCardHead level={level} id={nameId} title={title} state={state} />
      {children}
      {(cancel || actions) && (
        <p className="order-card-actions">
          {actions}
          {cancel && (
            <Button
              id={cancelId}
              variant="secondary"
              aria-labelledby={`${cancelId} ${nameId}`}
              busy={cancel.busy}
              onClick={cancel.onCancel}
            >
              {cancel.label}
            </Button>
          )}
        </p>
      )}
    </li>
  );
}

/** A card's facts, term and value, as many to a row as fit. */
export function OrderFacts({ facts, className }: { facts: readonly [string, string][]; className?: string }) {
  return (
    <dl className={className ? `order-summary ${className}` : 'order-summary'}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
