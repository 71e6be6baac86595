/** An error in words: its message, or the thrown value as text (errors are values shown in words). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
