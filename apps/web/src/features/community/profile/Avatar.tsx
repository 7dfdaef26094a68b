import { parsePresetAvatar } from '@havn/domain';
import '../community.css';
import './Avatar.css';

/**
 * A member's avatar: an uploaded image (`/api/media/…`) or one of the 30 presets
 * (`preset:{green|pink|teal}-{1..10}`), drawn as the member's initial on a shape in the preset's
 * colour. Always decorative: the member's name is written next to it.
 */
export function Avatar({
  uri,
  username,
  size = 48,
}: {
  uri: string | null;
  username: string;
  size?: number;
}) {
  const preset = uri ? parsePresetAvatar(uri) : null;
  if (uri && !preset) {
    return <img className="cp-avatar" src={uri} alt="" width={size} height={size} loading="lazy" />;
  }
  const colour = preset?.colour ?? 'teal';
  const shape = preset?.n ?? 1;
  const initial = Array.from(username.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <svg
      className={`cp-avatar cp-avatar-${colour}`}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="cp-avatar-bg" width="40" height="40" />
      <path className="cp-avatar-shape" d={SHAPES[(shape - 1) % SHAPES.length]} />
      <text className="cp-avatar-initial" x="20" y="21" textAnchor="middle" dominantBaseline="middle">
        {initial}
      </text>
    </svg>
  );
}

/** Ten shapes, one for each preset number, behind the initial. */
const SHAPES = [
  'M20 4a16 16 0 1 1 0 32a16 16 0 1 1 0-32z',
  'M6 6h28v28H6z',
  'M20 3l17 31H3z',
  'M20 2l18 18l-18 18L2 20z',
  'M0 40V20a20 20 0 0 1 40 0v20z',
  'M20 3l15 8.5v17L20 37L5 28.5v-17z',
  'M0 0h40v10H0zM0 15h40v10H0zM0 30h40v10H0z',
  'M20 2l4.5 12.5L38 15l-10.5 8.5L31 37l-11-8l-11 8l3.5-13.5L2 15l13.5-.5z',
  'M0 28c10-8 20 8 40 0v12H0zM0 8c10-8 20 8 40 0v8c-20 8-30-8-40 0z',
  'M2 8a6 6 0 1 0 12 0a6 6 0 1 0 -12 0zM26 8a6 6 0 1 0 12 0a6 6 0 1 0 -12 0zM2 32a6 6 0 1 0 12 0a6 6 0 1 0 -12 0zM26 32a6 6 0 1 0 12 0a6 6 0 1 0 -12 0z',
];
