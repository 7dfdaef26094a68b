import './ValueSparkline.css';

const WIDTH = 320;
const HEIGHT = 72;
const PAD = 4;

/**
 * A small line of values over time, drawn as SVG so it scales to any width without a canvas. The
 * numbers are only for drawing; the caller states in words what it shows (the drawing is hidden from
 * assistive technology).
 */
export function ValueSparkline({ values, testId }: { values: readonly string[]; testId?: string }) {
  if (values.length < 2) return null;
  const numbers = values.map(Number);
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (numbers.length - 1);
  const y = (v: number) => PAD + (1 - (v - min) / span) * (HEIGHT - 2 * PAD);
  const line = numbers.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = `${line} L${x(numbers.length - 1).toFixed(1)},${HEIGHT} L${x(0).toFixed(1)},${HEIGHT} Z`;
  const falling = numbers.at(-1)! < numbers[0]!;
  return (
    <svg
      className={`value-sparkline${falling ? ' value-sparkline-down' : ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
    >
      <path className="value-sparkline-area" d={area} />
      <path className="value-sparkline-line" d={line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
