import { useId } from 'react';
import './RangeButtons.css';

/**
 * A chart's period as a native radio group: a short label on each, the long one for screen readers,
 * the chosen one checked. One Tab stop for the whole row; the arrow keys move and choose.
 */
export function RangeButtons<R extends string>({
  ranges,
  value,
  onChange,
  legend,
  short,
  long,
}: {
  ranges: readonly R[];
  value: R;
  onChange: (range: R) => void;
  legend: string;
  short: (range: R) => string;
  long: (range: R) => string;
}) {
  const name = useId();
  return (
    <fieldset className="chart-ranges">
      <legend className="visually-hidden">{legend}</legend>
      {ranges.map((range) => (
        <label key={range} className={range === value ? 'chart-range active' : 'chart-range'}>
          <input
            type="radio"
            className="chart-range-input"
            name={name}
            value={range}
            checked={range === value}
            onChange={() => onChange(range)}
          />
          {short(range)}
          <span className="visually-hidden"> ({long(range)})</span>
        </label>
      ))}
    </fieldset>
  );
}
