import { RISK_LEVELS, type RiskLevel } from '@havn/domain/broker/index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The seven risk levels as one radio group: each with its number, a name and what it means in plain
 * words (the description read with the choice, not as its name). The arrow keys move between them,
 * as in any radio group; nothing is chosen until the customer chooses (or their risk profile has).
 * On a phone the radios are a row of numbered tiles with the chosen one's meaning under them.
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
      {/* A phone's row of tiles reads as a scale; its ends and the chosen level's name are said there for
          the eye only: a screen reader hears them in each radio's name. */}
      <p className="guide-level-ends" aria-hidden="true">
        <span>{t('guide.lower')}</span>
        <span>{t('guide.higher')}</span>
      </p>
      {value !== null && (
        <p className="guide-level-caption" aria-hidden="true">
          {value} · {t(`guide.level.${value}.name`)}
        </p>
      )}
    </fieldset>
  );
}
