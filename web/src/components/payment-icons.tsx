import { useTranslation } from '@/lib/i18n';

/** The accepted payment methods as inline SVG marks (docs/product.md 2 footer). */
export function PaymentIcons() {
  const { t } = useTranslation();
  return (
    <ul className="payment-icons" aria-label={t('footer.acceptedPayments')}>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontStyle="italic"
            fontSize="13"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <circle cx="20" cy="15" r="8" fill="#eb001b" />
          <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.85" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="American Express">
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize="9"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Apple Pay">
          <rect width="48" height="30" rx="4" fill="#000" />
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="600"
            fontSize="10"
            fill="#fff"
          >
            Pay
          </text>
        </svg>
      </li>
    </ul>
  );
}
