/** A small invoice icon drawn for the payment choice: a sheet with lines and a euro sign (decorative). */
export function InvoiceLogo() {
  return (
    <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
      <path d="M24 5h12l5 5v17H24z" fill="#f4f6fa" stroke="#3b4a63" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M36 5v5h5" fill="none" stroke="#3b4a63" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M27 13h7M27 17h11M27 21h11" stroke="#3b4a63" strokeWidth="1.3" strokeLinecap="round" />
      <circle cx="42" cy="23" r="6" fill="#2e7d32" />
      <text x="42" y="26.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="9" fill="#ffffff">
        €
      </text>
    </svg>
  );
}
