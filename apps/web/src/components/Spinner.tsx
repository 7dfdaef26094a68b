import { useTranslation } from 'react-i18next';
import './Spinner.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner-dot" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
