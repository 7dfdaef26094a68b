import type { CreditLineView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useCloseCreditLine } from '../queries.ts';

/** The granted limit and, once nothing is borrowed, a way to end it (asked twice: it is not undone). */
export function CreditLineCard({
  accid,
  line,
  borrowing,
  site,
}: {
  accid: string;
  line: CreditLineView;
  borrowing: boolean;
  site: SiteId;
}) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const close = useCloseCreditLine(accid);
  const [asked, setAsked] = useState(false);
  return (
    <div className="credit-group" data-testid="credit-line">
      <p>
        {t('lending.line.granted', {
          limit: formatMoney(line.creditLimit, line.currency, site),
          date: formatDay(line.createdAt.slice(0, 10), site),
        })}
      </p>
      {borrowing ? (
        <p className="muted">{t('lending.line.endWhenRepaid')}</p>
      ) : asked ? (
        <>
          <p role="status">{t('lending.line.endConfirm')}</p>
          <div className="credit-actions">
            <Button variant="secondary" onClick={() => setAsked(false)}>
              {t('lending.line.keep')}
            </Button>
            <Button busy={close.isPending} onClick={() => close.mutate()}>
              {t('lending.line.endYes')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {t('lending.line.end')}
        </Button>
      )}
      {close.isError && <Alert focus>{errorMessage(close.error)}</Alert>}
    </div>
  );
}
