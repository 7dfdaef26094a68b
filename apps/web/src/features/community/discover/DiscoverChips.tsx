import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import './DiscoverChips.css';

export interface Chip {
  label: string;
  to: string;
  current: boolean;
}

/** The filter chips of a discover page (spec section 2): links, so each filter has its own URL. */
export function DiscoverChips({ chips }: { chips: Chip[] }) {
  const { t } = useTranslation('groups');
  return (
    <nav aria-label={t('discover.chips.label')} className="gr-discover-chips">
      <ul>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link to={chip.to} className="gr-discover-chip" aria-current={chip.current ? 'page' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
