/** Puts text on the clipboard; rejects when there is none (the caller shows the text instead). */
export function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
}
