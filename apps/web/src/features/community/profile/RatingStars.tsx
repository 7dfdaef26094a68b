import { RATING_MAX } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import './RatingStars.css';

/** 0 to 3 stars, read out as "Rating: 2 of 3 stars". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('community');
  return (
    <span className="cp-stars" role="img" aria-label={t('rating.stars', { count: rating, max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
        <span key={i} className={i < rating ? 'cp-star cp-star-on' : 'cp-star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** What the star levels mean (spec section 9, Ratings): the rating drawer and the Ratings tab. */
export function RatingExplanation({ rating }: { rating?: number }) {
  const { t } = useTranslation('community');
  const levels = [3, 2, 1, 0] as const;
  return (
    <div className="cp-rating-explanation">
      {rating !== undefined && (
        <p className="cp-rating-current">
          <RatingStars rating={rating} />
        </p>
      )}
      <p>{t('rating.intro')}</p>
      <ul className="cp-rating-levels">
        {levels.map((level) => (
          <li key={level} className={level === rating ? 'cp-rating-level-current' : undefined}>
            <RatingStars rating={level} />
            <span>{t(`rating.level${level}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
