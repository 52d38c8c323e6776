"use client";

/** Opens the browser's print dialog; hidden on paper. */
export function PrintButton() {
  return (
    <button type="button" className="c-button c-button-secondary c-print-hide" onClick={() => window.print()}>
      Print
    </button>
  );
}
