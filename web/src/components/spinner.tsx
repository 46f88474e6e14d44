import { useTranslation } from '@/lib/i18n';

/** A small busy indicator with a text for screen readers and sighted users alike ('Loading...' by default). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      {label ?? t('loading')}
    </p>
  );
}
