import type { GroupView } from '@havn/contract/web';
import './GroupLogo.css';

/** The group's logo, or its initial on a coloured tile; decorative, the name is always beside it. */
export function GroupLogo({
  group,
  size = 64,
}: {
  group: Pick<GroupView, 'name' | 'logoUri' | 'iconUrl'>;
  size?: number;
}) {
  const src = group.logoUri ?? group.iconUrl;
  if (src) return <img className="gr-group-logo" src={src} alt="" width={size} height={size} />;
  const initial = [...group.name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span
      className="gr-group-logo gr-group-logo-placeholder"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
