import type { CreditLineView, CreditView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useCloseCreditLine } from '../queries.ts';
import { CreditLineForm, changingLimitOf } from './CreditLineForm.tsx';

/**
 * The granted limit: changed with a form of its own (signed with eID, open again when the customer
 * comes back from the eID), and, once nothing is borrowed, ended (asked twice: it is not undone).
 */
export function CreditLineCard({
  credit,
  line,
  site,
}: {
  credit: CreditView;
  line: CreditLineView;
  site: SiteId;
}) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const close = useCloseCreditLine(credit.accid);
  const [asked, setAsked] = useState(false);
  const [changing, setChanging] = useState(() => changingLimitOf(credit.accid));
  const [changed, setChanged] = useState<CreditLineView | null>(null);
  const borrowing = credit.standing.state !== 'NO_LOAN';
  const limitOf = (view: CreditLineView) => formatMoney(view.creditLimit, view.currency, site);
  return (
    <div className="credit-group" data-testid="credit-line">
      {changed && (
        <Alert tone="success" focus>
          {t('lending.change.done', { limit: limitOf(changed) })}
        </Alert>
      )}
      <p>
        {t('lending.line.granted', {
          limit: limitOf(line),
          date: formatDay(line.createdAt.slice(0, 10), site),
        })}
      </p>
      {changing ? (
        <>
          <h3>{t('lending.change.title')}</h3>
          <p>{t('lending.change.lead')}</p>
          <CreditLineForm
            credit={credit}
            line={line}
            site={site}
            onCancel={() => setChanging(false)}
            onChanged={(made) => {
              setChanging(false);
              setChanged(made);
            }}
          />
        </>
      ) : (
        <div className="credit-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setChanged(null);
              setAsked(false);
              setChanging(true);
            }}
          >
            {t('lending.change.open')}
          </Button>
        </div>
      )}
      {changing ? null : borrowing ? (
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
