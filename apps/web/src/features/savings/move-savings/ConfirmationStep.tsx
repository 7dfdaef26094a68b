import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { FundTransferCard } from './FundTransferCard.tsx';
import { useFundTransfers } from './queries.ts';

/**
 * The signed transfer (`?transfer=` the one just signed) and every transfer of the customer's with
 * its steps, newest first; asked again each minute while one is under way.
 */
export function ConfirmationStep({ site, startPath }: { site: SiteId; startPath: string }) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const [search] = useSearchParams();
  const signed = search.get('transfer');
  const transfers = useFundTransfers();
  const accounts = useAccountsQuery();
  if (transfers.isPending || accounts.isPending) return <Spinner />;
  if (transfers.isError) {
    return (
      <Alert>
        {errorMessage(transfers.error)}{' '}
        <Button variant="link" onClick={() => void transfers.refetch()}>
          {t('moveSavings.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const accountName = (accid: string) => {
    const a = accounts.data?.find((x) => x.accid === accid);
    return a ? `${a.alias ?? typeName(a.accountType, a.country)} ${a.accountNumber}` : accid;
  };
  const justSigned = transfers.data.find((x) => x.id === signed);
  return (
    <div className="move-savings-confirmation">
      {justSigned && justSigned.status !== 'COMPLETED' && justSigned.status !== 'REJECTED' && (
        <Alert tone="success">
          {t('moveSavings.confirmation.signed', { provider: justSigned.provider })}
        </Alert>
      )}
      {transfers.data.length === 0 ? (
        <p>
          {t('moveSavings.confirmation.none')}{' '}
          <Link to={startPath}>{t('moveSavings.confirmation.start')}</Link>
        </p>
      ) : (
        <>
          <p>{t('moveSavings.confirmation.intro')}</p>
          {transfers.data.map((transfer) => (
            <FundTransferCard
              key={transfer.id}
              transfer={transfer}
              site={site}
              accountName={accountName(transfer.toAccid)}
            />
          ))}
          <p>
            <Link to={startPath}>{t('moveSavings.confirmation.more')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
