import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { stepMove } from './move-savings-draft.ts';

/** Back to the step before; its heading takes focus there. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('savings');
  return (
    <Link
      className="btn btn-secondary"
      to={to}
      onClick={() => {
        stepMove.pending = true;
      }}
    >
      {t('moveSavings.back')}
    </Link>
  );
}
