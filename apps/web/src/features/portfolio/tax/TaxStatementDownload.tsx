import type { Account } from '@havn/contract/web';
import { api } from '@havn/contract/web';
import { accountTypeOf } from '@havn/domain';
import { type TaxForm, taxFormOf } from '@havn/domain/broker/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { callForFile } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';

/**
 * The tax form an account reports on, read from its API code and its country: a DEPOT is the
 * arvo-osuustili in Finland (9A), the aksje- og fondskonto in Norway, the aktiedepot in Denmark.
 */
export function taxFormOfAccount(account: Pick<Account, 'accountType' | 'country'>): TaxForm | null {
  return taxFormOf(accountTypeOf(account.accountType, account.country));
}

/** A year's statement on `form` as a PDF, downloaded by the browser; a failure says why beside it. */
export function TaxStatementDownload({ accid, form, year }: { accid: string; form: TaxForm; year: number }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const pdf = await callForFile(api.portfolio.taxReport, 'application/pdf', {
        params: { accid },
        query: { year, form },
      });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `havn-${form}-${year}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <div className="tax-statement">
      <Button variant="secondary" busy={state.busy} onClick={download}>
        {t('realised.download', { form: t(`realised.forms.${form}`), year })}
      </Button>
      {state.error !== null && <Alert>{errorMessage(state.error)}</Alert>}
    </div>
  );
}
