import { WIDGET_SKELETON_ITEMS } from '@havn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import './DiscoverWidget.css';
import './discover.css';

export type WidgetStatus = 'pending' | 'error' | 'success';

/**
 * A discover widget: its heading, an initial skeleton of 15 rows (spec section 9), the load failure,
 * the empty text, or the list, and a "see all" link.
 */
export function DiscoverWidget({
  id,
  title,
  status,
  empty,
  emptyText,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  status: WidgetStatus;
  empty: boolean;
  emptyText: ReactNode;
  seeAll?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('groups');
  return (
    <section className="gr-discover-widget" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {status === 'pending' ? (
        <WidgetSkeleton />
      ) : status === 'error' ? (
        <p className="alert alert-error" role="alert">
          {t('discover.loadFailed')}
        </p>
      ) : empty ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="gr-discover-list">{children}</ul>
      )}
      {seeAll && (
        <p className="gr-discover-see-all">
          <Link to={seeAll.to}>{seeAll.label}</Link>
        </p>
      )}
    </section>
  );
}

export function WidgetSkeleton({ rows = WIDGET_SKELETON_ITEMS }: { rows?: number }) {
  const { t } = useTranslation('groups');
  return (
    <div role="status" className="gr-discover-skeleton">
      <span className="visually-hidden">{t('discover.loading')}</span>
      <ul aria-hidden="true" className="gr-discover-list">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their place
          <li key={i} className="gr-discover-item gr-discover-item-skeleton">
            <span className="gr-skeleton-block gr-skeleton-icon" />
            <span className="gr-skeleton-block gr-skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
