import './RangeButtons.css';
/**
 * A row of toggle buttons choosing a chart's period: a short label on the button, the long one for
 * screen readers, the chosen one pressed.
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
  return (
    <fieldset className="chart-ranges">
      <legend className="visually-hidden">{legend}</legend>
      {ranges.map((range) => (
        <button
          key={range}
          type="button"
          className={range === value ? 'chart-range active' : 'chart-range'}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {short(range)}
          <span className="visually-hidden"> ({long(range)})</span>
        </button>
      ))}
    </fieldset>
  );
}
