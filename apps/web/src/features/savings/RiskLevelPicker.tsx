import { RISK_LEVELS, type RiskLevel } from '@havn/domain/broker/index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The seven risk levels as one radio group: each with its number, a name and what it means in plain
 * words (the description read with the choice, not as its name). The arrow keys move between them,
 * as in any radio group; nothing is chosen until the customer chooses (or their risk profile has).
 */
export function RiskLevelPicker({
  value,
  profileLevel,
  onChange,
}: {
  value: RiskLevel | null;
  /** The level of the customer's own risk profile, marked among the choices. */
  profileLevel: number | null;
  onChange(level: RiskLevel): void;
}) {
  const { t } = useTranslation('savings');
  const name = useId();
  return (
    <fieldset className="guide-levels">
      <legend>{t('guide.levelsLegend')}</legend>
      <p className="muted guide-levels-hint">{t('guide.levelsHint')}</p>
      {RISK_LEVELS.map((level) => {
        const id = `${name}-${level}`;
        return (
          <div key={level} className={level === value ? 'guide-level guide-level-chosen' : 'guide-level'}>
            <input
              id={id}
              type="radio"
              name={name}
              value={level}
              checked={level === value}
              onChange={() => onChange(level)}
              aria-describedby={`${id}-text`}
            />
            <label htmlFor={id}>
              <span className="guide-level-number">{level}</span>{' '}
              <span className="guide-level-name">{t(`guide.level.${level}.name`)}</span>
              {level === profileLevel && (
                <span className="guide-level-profile">{t('guide.yourProfile')}</span>
              )}
            </label>
            <p id={`${id}-text`} className="guide-level-text">
              {t(`guide.level.${level}.text`)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
