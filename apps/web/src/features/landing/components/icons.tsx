import type { ReactNode } from 'react';

/** Line icons drawn on a 24px grid; they inherit the text colour through currentColor. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function InvoiceIcon() {
  return (
    <LineIcon>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h4" />
    </LineIcon>
  );
}

export function PaymentIcon() {
  return (
    <LineIcon>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2M9.5 10.5l2 2 3.5-3.5" />
    </LineIcon>
  );
}

export function ReportIcon() {
  return (
    <LineIcon>
      <path d="M4 20h16M7 16v-4M12 16V7M17 16v-6" />
    </LineIcon>
  );
}

export function RentalIcon() {
  return (
    <LineIcon>
      <path d="M3 21h18M5 21V10l7-6 7 6v11" />
      <path d="M10 21v-5h4v5" />
    </LineIcon>
  );
}

export function AccessIcon() {
  return (
    <LineIcon>
      <rect x="2.5" y="4" width="14" height="10" rx="1.5" />
      <path d="M1.5 18h11" />
      <rect x="15.5" y="9" width="6" height="11" rx="1.5" />
    </LineIcon>
  );
}

export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MailIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </LineIcon>
  );
}

export function PhoneIcon() {
  return (
    <LineIcon>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </LineIcon>
  );
}

export function PinIcon() {
  return (
    <LineIcon>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </LineIcon>
  );
}
