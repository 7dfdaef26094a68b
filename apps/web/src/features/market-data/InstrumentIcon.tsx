import { monogramLetters, monogramTone } from './instrument-monogram.ts';
import './InstrumentIcon.css';

const TONES = 4;

/**
 * An instrument's logo, or a monogram tile of its ticker while it has none. The name is always
 * written beside the icon, so the icon itself is decorative: announcing it would say the name twice.
 */
export function InstrumentIcon({
  symbol,
  name,
  iconUrl,
  size = 32,
}: {
  symbol: string;
  name: string;
  iconUrl?: string | null | undefined;
  size?: number;
}) {
  if (iconUrl) {
    return <img className="instrument-icon" src={iconUrl} alt="" width={size} height={size} />;
  }
  const letters = monogramLetters(symbol, name);
  return (
    <span
      className={`instrument-icon instrument-monogram instrument-monogram-${monogramTone(symbol || name, TONES)}`}
      style={{
        width: size,
        height: size,
        fontSize: size / (letters.length > 3 ? 3.3 : letters.length > 2 ? 2.8 : 2.4),
      }}
      aria-hidden="true"
      data-testid="instrument-monogram"
    >
      {letters}
    </span>
  );
}
