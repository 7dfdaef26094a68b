import type { SavingsFundingKind } from '@havn/domain/broker/savings-funding';
import { useTranslation } from 'react-i18next';
import { FundingWizard } from '../../features/savings/funding/FundingWizard.tsx';
import { FUNDING_STEPS, type FundingStep } from '../../features/savings/funding/funding-draft.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** Fund your monthly savings (route `monthly-savings-transfer`, {kind} funds|etfs, {step} transfer|summary). */
export default function MonthlySavingsTransferScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  const kind: SavingsFundingKind = page.params.kind === 'etfs' ? 'etfs' : 'funds';
  const asked = page.params.step as FundingStep;
  const step = FUNDING_STEPS.includes(asked) ? asked : FUNDING_STEPS[0];
  const other: SavingsFundingKind = kind === 'funds' ? 'etfs' : 'funds';
  useDocumentTitle(t(`funding.title.${kind}`));
  return (
    <section className="card savings-page" aria-labelledby="funding-title">
      <h1 id="funding-title">{t(`funding.title.${kind}`)}</h1>
      {step === 'transfer' && (
        <>
          <p className="muted">{t('funding.lead')}</p>
          <p>
            <Link to={pagePath('monthly-savings-transfer', page.site, { kind: other, step: 'transfer' })}>
              {t(`funding.otherKind.${other}`)}
            </Link>
          </p>
        </>
      )}
      <FundingWizard kind={kind} step={step} site={page.site} />
    </section>
  );
}
