/**
 * Copies `text`: through the clipboard where the browser offers it (a secure page), else by
 * selecting the element's text and the old copy command. Returns 'copied', or 'selected' when
 * the text could only be selected (the visitor then copies it with a long press).
 */
export async function copyText(text: string, element: HTMLElement | null) {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return 'copied' as const;
    }
  } catch {
    // refused (no permission, not a secure page): fall back to the selection
  }
  if (!element) return 'selected' as const;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  let copied = false;
  try {
    // Deprecated but the only way without the clipboard API; false when the browser refuses.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  return copied ? ('copied' as const) : ('selected' as const);
}
