import type { ReactNode } from 'react';
import { focusOn } from '../lib/focus.ts';

/**
 * A link past what stands between the reader and what they came for (a section's menu, the page
 * before its discussion). It moves focus itself, to `target` (a heading), so the next Tab goes on
 * from there and the URL keeps no fragment; without script the fragment link still works.
 */
export function SkipLink({
  href,
  target,
  className,
  children,
}: {
  /** `#id` of the place skipped to. */
  href: `#${string}`;
  target: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (focusOn(target())) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
