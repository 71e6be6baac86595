import type { Settings } from '@/lib/settings';

export interface CrossOriginFieldProps {
  value: Settings['crossOrigin'];
  onChange: (value: Settings['crossOrigin']) => void;
}

/** What a robots.txt redirect to another origin means (docs/design.md "Fetch outcome → rules"). */
export function CrossOriginField({ value, onChange }: CrossOriginFieldProps) {
  return (
    <div class="field">
      <label for="cross-origin">robots.txt redirected to another origin</label>
      <select
        id="cross-origin"
        data-testid="cross-origin"
        value={value}
        aria-describedby="cross-origin-hint"
        onChange={(e) =>
          onChange((e.currentTarget as HTMLSelectElement).value as Settings['crossOrigin'])
        }
      >
        <option value="unavailable">Treat as unavailable (default)</option>
        <option value="follow">Follow the redirect</option>
      </select>
      <p id="cross-origin-hint" class="hint">
        {value === 'follow'
          ? 'The rules at the redirect target apply, as RFC 9309 §2.3.1.2 allows and Google does.'
          : 'The site counts as unreachable (every path disallowed) and the report names the target. Choose "follow" to read it as RFC 9309 and Google do.'}
      </p>
    </div>
  );
}
