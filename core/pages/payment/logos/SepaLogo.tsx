/** A small SEPA direct-debit mark drawn for the payment choice: the word SEPA under an arc of stars (decorative). */
export function SepaLogo() {
  return (
    <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
      <g fill="#f7c600">
        {[14, 22, 30, 38, 46].map((x, index) => (
          <circle key={x} cx={x + 2} cy={index === 0 || index === 4 ? 9 : 7} r="1.6" />
        ))}
      </g>
      <text x="32" y="24" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontStyle="italic" fontSize="13" fill="#10298e">
        SEPA
      </text>
    </svg>
  );
}
