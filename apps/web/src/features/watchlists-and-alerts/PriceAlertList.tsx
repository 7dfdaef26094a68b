import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { focusFirst, neighbourControl, pageStart } from '../../lib/focus.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useAlertsQuery, useDeleteAlert } from './queries.ts';
import './PriceAlertList.css';

/** My alerts with their state; each can be deleted, and focus then goes to the next one's button. */
export function PriceAlertList({ site, names }: { site: SiteId; names: ReadonlyMap<number, string> }) {
  const { t } = useTranslation('market');
  const alerts = useAlertsQuery();
  const remove = useDeleteAlert();
  if (alerts.isPending) return <Spinner />;
  if (alerts.isError) return <Alert>{t('markets.alerts.loadError')}</Alert>;
  if (alerts.data.length === 0) return <p>{t('markets.alerts.empty')}</p>;
  return (
    <ul className="markets-alerts">
      {alerts.data.map((alert) => (
        <li key={alert.id} className={`markets-alert markets-alert-${alert.state.toLowerCase()}`}>
          <span>{names.get(alert.instrumentId) ?? `#${alert.instrumentId}`}</span>
          <span>
            {t('markets.alerts.summary', {
              direction: t(`markets.alerts.${alert.direction}`),
              price: formatMoney(alert.price, alert.currency, site),
            })}
          </span>
          <span className="markets-state">
            {t(`markets.alerts.state.${alert.state}`)}
            {alert.triggeredAt &&
              ` · ${t('markets.alerts.triggeredAt', { time: formatDateTime(alert.triggeredAt, site) })}`}
          </span>
          <Button
            variant="secondary"
            busy={remove.isPending && remove.variables === alert.id}
            onClick={(event) => {
              const next = neighbourControl(event.currentTarget.closest('li'), 'button');
              remove.mutate(alert.id, { onSuccess: () => focusFirst(() => next, pageStart) });
            }}
          >
            {t('markets.alerts.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
