import { useTranslation } from 'react-i18next';
import './FeedSkeleton.css';

/** Grey placeholders in the shape of threads while the first page loads. */
const PLACEHOLDERS = ['first', 'second', 'third'] as const;

export function FeedSkeleton() {
  const { t } = useTranslation('feed');
  return (
    <div className="feed-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('feed.loading')}</span>
      {PLACEHOLDERS.map((id) => (
        <div key={id} className="feed-skeleton-item" aria-hidden="true">
          <span className="skeleton skeleton-avatar" />
          <span className="skeleton skeleton-line skeleton-short" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </div>
      ))}
    </div>
  );
}
