import type { PrivateBankingView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatWholeMoney } from '../../lib/format.ts';

/** Where the customer stands against the threshold: their capital, the bar toward it, what is missing. */
export function PrivateBankingStanding({ standing, site }: { standing: PrivateBankingView; site: SiteId }) {
  const { t } = useTranslation('credit');
  if (!standing.offered || !standing.threshold || standing.capital === null) {
    return <p>{t('privateBanking.notOffered')}</p>;
  }
  const { amount, currency, assumed } = standing.threshold;
  const money = (value: string) => formatWholeMoney(value, currency, site);
  // A share of the bar for the eye only: the figures beside it are what is read out.
  const share = Math.min(100, Math.floor((Number(standing.capital) / Number(amount)) * 100));
  return (
    <div className="credit-standing" data-testid="private-banking-standing">
      <dl className="credit-facts">
        <dt>{t('privateBanking.threshold')}</dt>
        <dd>
          {money(amount)}
          {assumed && <span className="muted"> {t('privateBanking.assumed')}</span>}
        </dd>
        <dt>{t('privateBanking.capital')}</dt>
        <dd>{money(standing.capital)}</dd>
      </dl>
      <div className="credit-bar" aria-hidden="true">
        <span style={{ inlineSize: `${share}%` }} />
      </div>
      {standing.eligible ? (
        <p className="credit-verdict">{t('privateBanking.eligible')}</p>
      ) : (
        <p className="credit-verdict">
          {t('privateBanking.missing', { amount: money(standing.missing ?? '0') })}
        </p>
      )}
      <p className="muted">{t('privateBanking.capitalNote')}</p>
    </div>
  );
}
