import { DAY_OF_MONTH_MAX } from '@havn/domain/broker/direct-debit';
import { type SelectHTMLAttributes, useId } from 'react';
import './TextField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Read out with the choice, under it. */
  hint?: string;
}

/** The days a monthly payment may fall on, 1–28 (the last day every month has). */
export const DAY_OF_MONTH_OPTIONS: readonly SelectOption[] = Array.from(
  { length: DAY_OF_MONTH_MAX },
  (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }),
);

/** A labelled choice among `options`, laid out as a TextField is, its hint read out with it. */
export function SelectField({ label, options, hint, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-describedby={hintId} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
