import { loginRedirectFor } from '@havn/routes';
import type { ReactNode } from 'react';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';

/** A log-in prompt that brings the visitor back to this page afterwards. */
export function LoginLink({ children, className }: { children: ReactNode; className?: string }) {
  const site = useSite();
  const location = useLocation();
  return (
    <Link to={loginRedirectFor(`${location.pathname}${location.search}`, site)} className={className}>
      {children}
    </Link>
  );
}
