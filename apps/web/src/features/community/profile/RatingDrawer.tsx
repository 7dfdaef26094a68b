import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/Dialog.tsx';
import { RatingExplanation } from './RatingStars.tsx';

/** The rating drawer: what 0, 1, 2 and 3 stars mean. */
export function RatingDrawer({
  open,
  onOpenChange,
  rating,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  rating: number;
}) {
  const { t } = useTranslation('community');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('rating.title')}>
      <RatingExplanation rating={rating} />
    </Drawer>
  );
}
