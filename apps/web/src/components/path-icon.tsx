/**
 * A Material icon drawn from its path (24 × 24), for the pages that load without MUI and its
 * icons (sign-in); decorative: the text beside it says what it means.
 */
export function PathIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
