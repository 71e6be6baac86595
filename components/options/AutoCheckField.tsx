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
      <label for="auto-check">Check pages as you browse</label>
      <p id="auto-check-hint" class="hint">
        When on, every page you open is checked and its verdict shown on the toolbar badge. When
        off, robots.txt is fetched only when you open the popup.
      </p>
    </div>
  );
}
