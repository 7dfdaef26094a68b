import { ALERT_DIRECTIONS, type PriceAlertView } from '@havn/contract/web';
import { isPositivePrice } from '@havn/domain/broker/index';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { InstrumentPicker, type PickedInstrument } from '../market-data/InstrumentPicker.tsx';
import { useCreateAlert } from './queries.ts';
import './PriceAlertForm.css';

/** Creates an ABOVE/BELOW price alert; the price is kept as a decimal string (a comma reads as a point). */
export function PriceAlertForm({ initial }: { initial?: PickedInstrument | undefined }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const create = useCreateAlert();
  const [instrument, setInstrument] = useState<PickedInstrument | undefined>(initial);
  const [direction, setDirection] = useState<PriceAlertView['direction']>('ABOVE');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ instrument?: string; price?: string }>({});
  const legendId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = price.trim().replace(',', '.');
    const next: typeof errors = {};
    if (!instrument) next.instrument = t('markets.alerts.instrumentMissing');
    if (!isPositivePrice(normalized)) next.price = t('markets.alerts.priceInvalid');
    setErrors(next);
    if (!instrument || next.price) return;
    create.mutate(
      { instrumentId: instrument.instrumentId, direction, price: normalized },
      {
        onSuccess: () => {
          setPrice('');
          toast({ title: t('markets.alerts.created'), tone: 'success' });
        },
      },
    );
  }

  const failure =
    create.error instanceof ApiError && create.error.code === 'NOT_FOUND'
      ? t('markets.alerts.notFound')
      : create.error
        ? t('markets.alerts.error')
        : undefined;

  return (
    <form className="markets-alert-form card" onSubmit={submit} noValidate aria-labelledby={legendId}>
      <h2 id={legendId}>{t('markets.alerts.title')}</h2>
      <InstrumentPicker label={t('markets.alerts.instrument')} onPick={setInstrument} />
      {instrument && <p role="status">{t('markets.picker.chosen', { name: instrument.name })}</p>}
      {errors.instrument && <p className="field-error">{errors.instrument}</p>}
      <fieldset className="markets-direction">
        <legend>{t('markets.alerts.direction')}</legend>
        {ALERT_DIRECTIONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="direction"
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(`markets.alerts.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('markets.alerts.price')}
        inputMode="decimal"
        value={price}
        error={errors.price}
        onChange={(event) => setPrice(event.target.value)}
      />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" busy={create.isPending}>
        {t('markets.alerts.create')}
      </Button>
    </form>
  );
}
