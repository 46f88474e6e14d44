import { itemsTotalFils, toFils } from '@outlet-shop/shop-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DeliveryPromise } from '@/components/delivery-promise';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';
import { useCartStore } from '../stores/cart-store';
import { CartLineItem } from './cart-line-item';

/*
 * The open cart (cart-drawer.tsx's `CartDrawer` opens it): a module of its own, loaded when the
 * shopper first reaches for the cart, so the first page's script does without the cart's lines,
 * totals and delivery promise (docs/performance.md, "Storefront's first page").
 */

/** The open cart: a native <dialog>, modal as the phone's drawer, non-modal as the panel. */
export function CartDialog({ id, isModal, onClose }: { id: string; isModal: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: removing the element from the page ends the modal state anyway.
    if (dialog && !dialog.open) {
      if (isModal) dialog.showModal();
      else dialog.show();
    }
  }, [isModal]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the drawer's backdrop closes it; Escape is the dialog's own
    <dialog
      ref={dialogRef}
      id={id}
      className={`cart-drawer cart-drawer--${isModal ? 'modal' : 'panel'}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      // A click on the dialog element itself, not its content, is a click on the backdrop beside it.
      onClick={(event) => {
        if (isModal && event.target === event.currentTarget) onClose();
      }}
    >
      <section className="cart-panel" aria-labelledby={titleId}>
        <div className="cart-panel__header">
          <h2 id={titleId} className="cart-panel__title">
            {t('cart.panel')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button cart-panel__close"
            aria-label={t('cart.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                d="M6 6l12 12M18 6 6 18"
              />
            </svg>
          </button>
        </div>
        <CartContents onEmptied={() => closeRef.current?.focus()} />
      </section>
    </dialog>
  );
}

/**
 * The cart's lines, subtotal and actions. Reset Cart asks first and empties the cart only on 'Yes,
 * empty the cart'; `onEmptied` then takes the focus (Reset Cart is disabled in an empty cart).
 */
function CartContents({ onEmptied }: { onEmptied: () => void }) {
  const { t } = useTranslation();
  const lines = useCartStore((state) => state.lines);
  const reset = useCartStore((state) => state.reset);
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const count = lines.length;
  const totalFils = itemsTotalFils(lines.map((line) => ({ priceFils: toFils(line.price), quantity: line.quantity })));

  useEffect(() => {
    if (isConfirmingReset) keepRef.current?.focus();
  }, [isConfirmingReset]);

  const hasAnswered = useRef(false);

  // The question's buttons go away once answered: focus stays in the cart.
  useEffect(() => {
    if (isConfirmingReset || !hasAnswered.current) return;
    hasAnswered.current = false;
    if (resetRef.current && !resetRef.current.disabled) resetRef.current.focus();
    else onEmptied();
  }, [isConfirmingReset, onEmptied]);

  const answer = (isEmptying: boolean) => {
    if (isEmptying) reset();
    hasAnswered.current = true;
    setConfirmingReset(false);
  };

  return (
    <>
      {count === 0 ? <p className="cart-panel__empty">{t('cart.empty')}</p> : null}
      <ul className="cart-panel__lines">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} isStrictCap />
        ))}
      </ul>
      <p className="cart-panel__total">
        <span>{t('cart.subtotal')}</span> <strong className="money">{formatMoney(totalFils)}</strong>
      </p>
      {count > 0 ? <DeliveryPromise /> : null}
      {isConfirmingReset ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend is drawn across its top edge, breaking the question's box
        <div className="cart-panel__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="cart-panel__question">
            {t('cart.resetQuestion', { count })}
          </p>
          <div className="cart-panel__actions">
            <button ref={keepRef} type="button" className="button button--ghost" onClick={() => answer(false)}>
              {t('cart.resetKeep')}
            </button>
            <button type="button" className="button button--danger" onClick={() => answer(true)}>
              {t('cart.resetConfirm')}
            </button>
          </div>
        </div>
      ) : (
        <div className="cart-panel__actions">
          <button
            ref={resetRef}
            type="button"
            className="button button--ghost"
            onClick={() => setConfirmingReset(true)}
            disabled={count === 0}
          >
            {t('cart.reset')}
          </button>
          {count > 0 ? (
            <Link to={paths.checkout.getHref()} className="button button--primary">
              {t('cart.proceed')}
            </Link>
          ) : null}
        </div>
      )}
    </>
  );
}
