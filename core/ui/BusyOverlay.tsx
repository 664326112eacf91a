/** The overlay shown while validating or submitting (funnel.md section 4; spinner 20, opacity 0.8). */
export function BusyOverlay({ label }: { readonly label: string }) {
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
