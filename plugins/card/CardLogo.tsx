/** Small marks of the accepted cards, drawn for the payment choice: a VISA wordmark and the Mastercard circles (decorative). */
export function CardLogo() {
  return (
    <span className="payment-logos">
      <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
        <text
          x="32"
          y="22"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="900"
          fontStyle="italic"
          fontSize="15"
          letterSpacing="0.5"
          fill="#1a1f71"
        >
          VISA
        </text>
      </svg>
      <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
        <circle cx="26" cy="16" r="10" fill="#eb001b" />
        <circle cx="38" cy="16" r="10" fill="#f79e1b" />
        <path d="M32 8a10 10 0 0 1 0 16a10 10 0 0 1 0-16z" fill="#ff5f00" />
      </svg>
    </span>
  );
}
