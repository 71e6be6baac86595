export interface FileStatus {
  tone: 'ok' | 'error';
  message: string;
  /** Every reason a file was refused. */
  reasons?: readonly string[];
}

export interface SettingsFileToolsProps {
  onExport: () => void;
  onImport: (file: File) => void;
  status: FileStatus | null;
}

/** Export the saved settings as JSON; import a file (validated: a bad one changes nothing). */
export function SettingsFileTools({ onExport, onImport, status }: SettingsFileToolsProps) {
  return (
    <section aria-labelledby="file-heading">
      <h2 id="file-heading">Export and import</h2>
      <p class="hint">
        Export downloads the saved settings. Import reads such a file (or a plain JSON object of
        settings); settings it leaves out keep their current value.
      </p>
      <div class="row">
        <button type="button" data-testid="export" onClick={onExport}>
          Export settings
        </button>
        <label class="file-button">
          Import settings…
          <input
            type="file"
            accept=".json,application/json"
            data-testid="import-file"
            onChange={(e) => {
              const input = e.currentTarget as HTMLInputElement;
              const file = input.files?.[0];
              input.value = ''; // the same file can be chosen again after a fix
              if (file) onImport(file);
            }}
          />
        </label>
      </div>
      <div
        data-testid="import-status"
        class={status ? `status ${status.tone}` : 'status'}
        role="status"
      >
        {status && <p>{status.message}</p>}
        {status?.reasons?.length ? (
          <ul>
            {status.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
