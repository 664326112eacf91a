/** A small PayPal wordmark drawn for the payment choice, in the brand's two blues (decorative). */
export function PayPalLogo() {
  return (
    <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
      <text x="32" y="21" textAnchor="middle" fontFamily="Verdana, Arial, Helvetica, sans-serif" fontWeight="700" fontStyle="italic" fontSize="12.5">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}
