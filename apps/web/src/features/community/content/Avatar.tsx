import { parsePresetAvatar } from '@havn/domain';
import '../community.css';
import './Avatar.css';

/** A member's picture: an uploaded image, or one of the preset avatars drawn as a coloured disc. */
export function Avatar({ uri, name, size = 40 }: { uri: string | null; name: string; size?: number }) {
  const preset = uri ? parsePresetAvatar(uri) : null;
  if (uri && !preset) {
    return <img className="avatar" src={uri} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span
      className={`avatar avatar-preset avatar-${preset?.colour ?? 'none'} avatar-n${preset?.n ?? 0}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
