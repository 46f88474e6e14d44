import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The enquiry success popup; Home returns to / at the top (docs/product.md 2, 4). */
export function SuccessDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contact');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const goHome = () => {
    onClose();
    navigate(paths.home.getHref());
    window.scrollTo({ top: 0 });
  };
  return (
    <dialog ref={dialogRef} className="dialog" aria-modal="true" aria-labelledby="enquiry-success" onClose={onClose}>
      <p id="enquiry-success" className="dialog__title">
        {t('form.success')}
      </p>
      <button type="button" className="button button--primary" onClick={goHome}>
        {t('form.home')}
      </button>
    </dialog>
  );
}
