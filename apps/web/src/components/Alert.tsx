import { type ReactNode, useEffect, useRef } from 'react';
import { focusOn } from '../lib/focus.ts';
import './Alert.css';

/**
 * A message the screen reader announces as soon as it appears. `focus` also moves focus to it: for
 * the error that answers a submit, whose busy button has just dropped focus (a failed login).
 */
export function Alert({
  tone = 'error',
  focus = false,
  children,
}: {
  tone?: 'error' | 'info' | 'success';
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) focusOn(ref.current);
  }, [focus]);
  return (
    <div
      ref={ref}
      className={`alert alert-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focus ? -1 : undefined}
    >
      {children}
    </div>
  );
}
