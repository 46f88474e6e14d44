import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/**
 * The enquiry success popup (docs/product.md 2, 4) with the enquiry's reference, which the visitor's
 * acknowledgement mail carries too; Home returns to / at the top.
 */
export function SuccessDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
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
      <p className="dialog__reference">
        {t('form.reference')} <strong dir="ltr">{reference}</strong>
      </p>
      <p className="hint">{t('form.referenceHint')}</p>
      <button type="button" className="button button--primary" onClick={goHome}>
        {t('form.home')}
      </button>
    </dialog>
  );
}
