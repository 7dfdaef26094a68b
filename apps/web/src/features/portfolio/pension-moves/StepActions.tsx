import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Link } from '../../../lib/navigation.tsx';
import type { PensionMoveDraft, PensionMoveStep } from './pension-move-draft.ts';
import { stepMove } from './step-move.ts';

/** What every step of the move is given: the draft, a way to change it, and the way on. */
export interface StepProps {
  draft: PensionMoveDraft;
  update(change: Partial<PensionMoveDraft> | null): void;
  site: SiteId;
  /** Goes to the next step. */
  next(): void;
  /** The step before, to go back to. */
  back: string | null;
  /** A step's address, for links back to it. */
  stepPath(step: PensionMoveStep): string;
}

/** The step's Back link and its button on: the button submits the step's form. */
export function StepActions({
  back,
  label,
  busy = false,
}: {
  back: string | null;
  label?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <div className="journey-actions">
      {back && <BackLink to={back} />}
      <Button type="submit" busy={busy}>
        {label ?? t('pensionMove.next')}
      </Button>
    </div>
  );
}

/** Back to the step before; its heading takes focus there. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('portfolio');
  return (
    <Link
      className="btn btn-secondary"
      to={to}
      onClick={() => {
        stepMove.pending = true;
      }}
    >
      {t('pensionMove.back')}
    </Link>
  );
}
