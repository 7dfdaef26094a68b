import type { Account } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import type { CorporateActionList as ListStatus } from '@havn/domain/broker/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { accountOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { CorporateActionCard } from './CorporateActionCard.tsx';
import { byWhenItHappens } from './corporate-action-format.ts';
import { useCorporateActionsOfAccounts } from './queries.ts';
import './corporate-actions.css';

/** The choice that shows every account's events together. */
const ALL = 'all';

/**
 * The customer's corporate actions, OPEN (soonest first) or HISTORY (newest first): every account's
 * together by default, or one account's chosen above the list when there are several. An empty list
 * says what corporate actions are and when they show up here.
 */
export function CorporateActionList({ site, status }: { site: SiteId; status: ListStatus }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const accounts = useAccountsQuery();
  const [chosen, setChosen] = useState(ALL);
  const all = accounts.data ?? [];
  const shown = all.filter((account) => chosen === ALL || account.accid === chosen);
  // Every account's, even with one chosen: the list says which events concern several accounts.
  const results = useCorporateActionsOfAccounts(
    all.map((account) => account.accid),
    status,
  );
  // Looked at every 30 seconds: an offer past its deadline takes no answer any more.
  const now = useNow();
  const nameOf = (account: Account) => accountOption(account, typeName).label;

  const body = () => {
    if (accounts.isPending || results.some((result) => result.isPending)) return <Spinner />;
    if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
    const failed = results.find((result) => result.isError);
    if (failed) return <Alert>{errorMessage(failed.error)}</Alert>;
    if (all.length === 0) return <p>{t('noAccount')}</p>;
    const everyAccount = all.flatMap((account, i) =>
      (results[i]?.data ?? []).map((event) => ({ event, account })),
    );
    const accountsOf = new Map<number, number>();
    for (const { event } of everyAccount)
      accountsOf.set(event.eventId, (accountsOf.get(event.eventId) ?? 0) + 1);
    const events = everyAccount
      .filter(({ account }) => shown.includes(account))
      .sort((a, b) => byWhenItHappens(status)(a.event, b.event));
    if (events.length === 0) {
      return status === 'OPEN' ? (
        <div className="ca-empty">
          <p>{t('corporateActions.empty')}</p>
          <p className="muted">{t('corporateActions.emptyWhat')}</p>
        </div>
      ) : (
        <p className="muted ca-empty">{t('corporateActions.emptyHistory')}</p>
      );
    }
    return (
      <ul className="order-cards ca-events">
        {events.map(({ event, account }) => (
          <CorporateActionCard
            key={`${account.accid}-${event.eventId}`}
            event={event}
            accid={account.accid}
            account={all.length > 1 ? nameOf(account) : undefined}
            site={site}
            now={now}
            accounts={accountsOf.get(event.eventId) ?? 1}
          />
        ))}
      </ul>
    );
  };

  return (
    <>
      {all.length > 1 && (
        <div className="ca-account-picker">
          <SelectField
            label={t('accountPicker')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: ALL, label: t('corporateActions.allAccounts') },
              ...all.map((account) => accountOption(account, typeName)),
            ]}
          />
        </div>
      )}
      {body()}
    </>
  );
}
