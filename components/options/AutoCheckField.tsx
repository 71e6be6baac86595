export interface AutoCheckFieldProps {
  value: boolean;
  onChange: (value: boolean) => void;
}

export function AutoCheckField({ value, onChange }: AutoCheckFieldProps) {
  return (
    <div class="field check">
      <input
        id="auto-check"
        data-testid="auto-check"
        type="checkbox"
        checked={value}
        aria-describedby="auto-check-hint"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for="auto-check">
        Check every page on navigation and show the verdict on the badge
      </label>
      <p id="auto-check-hint" class="hint">
        Off: robots.txt is fetched only when you open the popup.
      </p>
    </div>
  );
}
