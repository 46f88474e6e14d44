import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { type PrizeCode, useVerifyCode } from '../api/verify-code';

/**
 * Where the code in the coupon box stands: none typed, being checked, a valid prize, or refused
 * (unknown or used). A checkout must not go on while a typed code is checking or refused: the
 * shopper would pay the full price without a word (docs/product.md 4 coupon).
 */
export type CouponStatus =
  | { state: 'none' }
  | { state: 'checking' | 'invalid'; code: string }
  | { state: 'valid'; code: string; prize: PrizeCode };

interface CouponInputProps {
  /** Called whenever the code's status changes: typed and checking, then valid or invalid; none when cleared. */
  onChange: (status: CouponStatus) => void;
}

/**
 * The checkout's coupon box (docs/product.md 2, 4): verifies on blur or Apply; loading, a tick when
 * valid, the red badge 'wrong code or code already used' when not, or the wait the prize service
 * asks for (`429 rate_limited`: too many checks from the shopper's network) in its words; and the
 * e-mail hint.
 */
export function CouponInput({ onChange }: CouponInputProps) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [checkedCode, setCheckedCode] = useState('');
  const verify = useVerifyCode();

  const check = () => {
    const trimmed = code.trim();
    if (trimmed === checkedCode) return;
    setCheckedCode(trimmed);
    if (!trimmed) {
      verify.reset();
      onChange({ state: 'none' });
      return;
    }
    onChange({ state: 'checking', code: trimmed });
    verify.mutate(trimmed, {
      onSuccess: (prize) => onChange({ state: 'valid', code: trimmed, prize }),
      onError: () => onChange({ state: 'invalid', code: trimmed }),
    });
  };

  return (
    <section className="card coupon" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className="card__title">
        {t('coupon.title')}
      </h2>
      <div className="coupon__row">
        <label className="field coupon__field">
          <span className="field__label">{t('coupon.label')}</span>
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onBlur={check}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                check();
              }
            }}
            autoComplete="off"
            aria-describedby="coupon-status coupon-hint"
          />
        </label>
        <button type="button" className="button button--ghost" onClick={check}>
          {t('coupon.apply')}
        </button>
      </div>
      <p id="coupon-status" className="coupon__status" role="status">
        {verify.isPending ? t('coupon.checking') : null}
        {verify.isSuccess ? (
          <span className="badge badge--ok">
            <span aria-hidden="true">✓</span>{' '}
            {t(`coupon.prizes.${verify.data.winItemName}` as 'coupon.prizes.GOLD COIN', {
              defaultValue: verify.data.winItemName,
            })}
          </span>
        ) : null}
        {verify.isError ? (
          <span className="badge badge--error">
            {verify.error instanceof ApiError && verify.error.code === 'rate_limited'
              ? errorMessage(verify.error)
              : t('coupon.invalid')}
          </span>
        ) : null}
      </p>
      <p id="coupon-hint" className="hint">
        {t('coupon.hint')}
      </p>
    </section>
  );
}
