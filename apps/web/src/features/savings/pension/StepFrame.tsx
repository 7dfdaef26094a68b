import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOn } from '../../../lib/focus.ts';
import { Link } from '../../../lib/navigation.tsx';
import { stepMove } from '../../portfolio/pension-moves/step-move.ts';

/**
 * A pension savings step: how far along it is, its heading (which says which step of how many), and
 * its body. On a move to another step (on, or back) focus goes to the heading once the shell has
 * moved it to the page.
 */
export function StepFrame({
  index,
  count,
  name,
  children,
}: {
  index: number;
  count: number;
  name: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('savings');
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step shown
  useEffect(() => {
    if (!stepMove.pending) return;
    stepMove.pending = false;
    const timer = setTimeout(() => focusOn(heading.current), 0);
    return () => clearTimeout(timer);
  }, [index]);
  return (
    <div className="pension-savings">
      <progress className="pension-savings-progress" value={index + 1} max={count} aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1}>
        {t('wizard.stepOf', { n: index + 1, of: count, name })}
      </h2>
      {children}
    </div>
  );
}

/** A link to another step, whose heading then takes focus. */
export function StepLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className}
      onClick={() => {
        stepMove.pending = true;
      }}
    >
      {children}
    </Link>
  );
}

/** Marks the coming move to another step, so its heading takes focus. */
export const movingToStep = () => {
  stepMove.pending = true;
};
