import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../app/page.ts';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts/queries.ts';
import { useRegionAllocationQuery } from '../../features/world-map/queries.ts';
import { WorldMap } from '../../features/world-map/WorldMap.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The portfolio allocation page: one account's holdings by region on the world map, with a table. */
export default function AllocationScreen(_props: { page: Page }) {
  const { t } = useTranslation('worldmap');
  useDocumentTitle(t('title'));
  const accounts = useAccountsQuery();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const accid = chosen ?? accounts.data?.[0]?.accid;
  const allocation = useRegionAllocationQuery(accid);

  return (
    <section className="allocation-page" aria-labelledby="allocation-title">
      <h1 id="allocation-title">{t('heading')}</h1>
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <Alert>{t('loadError')}</Alert>
      ) : accounts.data.length === 0 ? (
        <p>{t('noAccount')}</p>
      ) : (
        <>
          {accounts.data.length > 1 && (
            <label>
              {t('account')}{' '}
              <select value={accid} onChange={(event) => setChosen(event.target.value)}>
                {accounts.data.map((account) => (
                  <option key={account.accid} value={account.accid}>
                    {account.alias ?? account.accountNumber}
                  </option>
                ))}
              </select>
            </label>
          )}
          {allocation.isPending ? (
            <Spinner />
          ) : allocation.isError ? (
            <Alert>{t('loadError')}</Alert>
          ) : allocation.data.length === 0 ? (
            <p role="status">{t('noData')}</p>
          ) : (
            <WorldMap allocations={allocation.data} />
          )}
        </>
      )}
    </section>
  );
}
