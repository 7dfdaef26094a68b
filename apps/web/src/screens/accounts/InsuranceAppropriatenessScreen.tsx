import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STATEMENTS = ['insurerOwns', 'noVote', 'beneficiaries', 'yieldTax'] as const;

/**
 * Open account → insurance appropriateness (SIP: a savings insurance, LPP: a life and pension policy):
 * before a KF the customer confirms they understand how an endowment insurance differs from a depot
 * (domain notes §1: the insurer owns the assets, no vote at meetings, beneficiaries), then opens it.
 */
export default function InsuranceAppropriatenessScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const kind = page.params.type === 'LPP' ? 'LPP' : 'SIP';
  const title = t(`insurance.title${kind}`);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [showErrors, setShowErrors] = useState(false);
  const all = STATEMENTS.every((key) => checked[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (all) navigate(`${pagePath('account-creation', page.site)}?type=KF`);
  };
  return (
    <section className="card narrow" aria-labelledby="insurance-title">
      <h1 id="insurance-title">{title}</h1>
      <p>{t('insurance.intro')}</p>
      <form className="stacked-form" onSubmit={submit} noValidate>
        <fieldset className="choice-list">
          <legend>{t('insurance.legend')}</legend>
          {STATEMENTS.map((key) => (
            <label key={key} className="choice">
              <input
                type="checkbox"
                checked={checked[key] ?? false}
                onChange={(event) => setChecked({ ...checked, [key]: event.target.checked })}
              />
              <span>{t(`insurance.${key}`)}</span>
            </label>
          ))}
        </fieldset>
        {showErrors && !all && <Alert>{t('insurance.confirmAll')}</Alert>}
        <Button type="submit">{t('insurance.continue')}</Button>
      </form>
    </section>
  );
}
