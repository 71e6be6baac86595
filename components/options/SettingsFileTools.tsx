import { i18n } from '#i18n';
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
      <h2 id="file-heading">{i18n.t('options.file.heading')}</h2>
      <p class="hint">{i18n.t('options.file.hint')}</p>
      <div class="row">
        <button type="button" data-testid="export" onClick={onExport}>
          {i18n.t('options.file.export')}
        </button>
        <label class="file-button">
          {i18n.t('options.file.import')}
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
