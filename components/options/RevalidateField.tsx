export interface RevalidateFieldProps {
  value: boolean;
  onChange: (value: boolean) => void;
}

/** Conditional revalidation (issue 12 item 6): a privacy trade-off, so the user decides. */
export function RevalidateField({ value, onChange }: RevalidateFieldProps) {
  return (
    <div class="field check">
      <input
        id="revalidate"
        data-testid="revalidate"
        type="checkbox"
        checked={value}
        aria-describedby="revalidate-hint"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for="revalidate">
        Revalidate robots.txt with the site's ETag / Last-Modified (304 answers)
      </label>
      <p id="revalidate-hint" class="hint">
        Saves downloads, but sends the site a value it chose, which lets it recognise this browser
        between visits. Off: every refresh is a plain request. Clearing the cache forgets them.
      </p>
    </div>
  );
}
