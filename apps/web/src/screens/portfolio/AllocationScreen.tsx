import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AccountPicker } from '../../features/accounts-and-money/AccountPicker.tsx';
import { useRegionAllocationQuery } from '../../features/portfolio/world-map/queries.ts';
import { WorldMap } from '../../features/portfolio/world-map/WorldMap.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The portfolio allocation page: one account's holdings by region on the world map, with a table. */
export default function AllocationScreen(_props: { page: Page }) {
  const { t } = useTranslation('worldmap');
  useDocumentTitle(t('title'));
  return (
    <section className="allocation-page" aria-labelledby="allocation-title">
      <h1 id="allocation-title">{t('heading')}</h1>
      <AccountPicker label={t('account')}>
        {(account) => <AccountAllocation key={account.accid} accid={account.accid} />}
      </AccountPicker>
    </section>
  );
}

function AccountAllocation({ accid }: { accid: string }) {
  const { t } = useTranslation('worldmap');
  const allocation = useRegionAllocationQuery(accid);
  if (allocation.isPending) return <Spinner />;
  if (allocation.isError) return <Alert>{t('loadError')}</Alert>;
  if (allocation.data.length === 0) return <p role="status">{t('noData')}</p>;
  return <WorldMap allocations={allocation.data} />;
}
