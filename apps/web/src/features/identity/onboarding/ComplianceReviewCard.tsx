import type { ComplianceReview } from '@havn/contract/web';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useErrorMessage } from '../use-error-message.ts';
import { useCountryName } from './CountryList.tsx';
import { useDecideReview } from './queries.ts';

/** One review: who, why, their answers, and the decision with its note for the audit trail. */
export function ComplianceReviewCard({ review }: { review: ComplianceReview }) {
  const { t, i18n } = useTranslation('onboarding');
  const countryName = useCountryName();
  const decide = useDecideReview();
  const errorMessage = useErrorMessage();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const { answers } = review;
  const yesNo = (value: boolean) => (value ? t('compliance.yes') : t('compliance.no'));
  const send = (decision: 'APPROVE' | 'REFUSE') => {
    if (!note.trim()) {
      setMissingNote(true);
      document.getElementById(noteId)?.focus();
      return;
    }
    decide.mutate({ userId: review.userId, decision, note: note.trim() });
  };
  return (
    <article className="review-card" aria-labelledby={`${noteId}-name`}>
      <h2 id={`${noteId}-name`}>{review.name}</h2>
      <p className="muted">
        {countryName(review.country)}
        {review.birthDate ? ` · ${t('compliance.born', { date: review.birthDate })}` : ''} ·{' '}
        {t('compliance.submitted', { date: date(review.submittedAt) })}
      </p>
      {review.reason && (
        <p>
          <strong>{t('compliance.reason')}:</strong> {t(`result.reasons.${review.reason}`)}
        </p>
      )}
      <dl className="kyc-facts">
        <dt>{t('kyc.citizenships')}</dt>
        <dd>{answers.citizenships.map(countryName).join(', ')}</dd>
        <dt>{t('kyc.taxResidencies')}</dt>
        <dd>
          {answers.taxResidencies
            .map((r) => `${countryName(r.country)}${r.tin ? ` (${r.tin})` : ''}`)
            .join(', ')}
        </dd>
        <dt>{t('kyc.usPerson')}</dt>
        <dd>{yesNo(answers.usPerson)}</dd>
        <dt>{t('kyc.pep')}</dt>
        <dd>
          {yesNo(answers.pep.isPep)}
          {answers.pep.role ? ` · ${t(`kyc.pepRoles.${answers.pep.role}`)}` : ''}
          {answers.pep.relation ? ` · ${t(`kyc.pepRelations.${answers.pep.relation}`)}` : ''}
        </dd>
        <dt>{t('kyc.occupation')}</dt>
        <dd>{t(`kyc.occupations.${answers.occupation}`)}</dd>
        <dt>{t('kyc.income')}</dt>
        <dd>{t(`kyc.incomes.${answers.annualIncome}`)}</dd>
        <dt>{t('kyc.sourceOfFunds')}</dt>
        <dd>{answers.sourceOfFunds.map((s) => t(`kyc.sources.${s}`)).join(', ')}</dd>
        <dt>{t('kyc.purposes')}</dt>
        <dd>{answers.purposes.map((p) => t(`kyc.purposeOptions.${p}`)).join(', ')}</dd>
        <dt>{t('kyc.deposits')}</dt>
        <dd>{t(`kyc.depositBands.${answers.expectedYearlyDeposits}`)}</dd>
      </dl>
      {decide.isError && <Alert focus>{errorMessage(decide.error)}</Alert>}
      <div className={missingNote && !note.trim() ? 'field field-invalid' : 'field'}>
        <label htmlFor={noteId}>{t('compliance.note')}</label>
        <textarea
          id={noteId}
          rows={3}
          value={note}
          aria-invalid={missingNote && !note.trim() ? true : undefined}
          aria-describedby={missingNote && !note.trim() ? `${noteId}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {missingNote && !note.trim() && (
          <p id={`${noteId}-error`} className="field-error">
            {t('compliance.noteRequired')}
          </p>
        )}
      </div>
      <div className="actions">
        <Button busy={decide.isPending} onClick={() => send('APPROVE')}>
          {t('compliance.approve')}
        </Button>
        <Button variant="secondary" busy={decide.isPending} onClick={() => send('REFUSE')}>
          {t('compliance.refuse')}
        </Button>
      </div>
    </article>
  );
}
