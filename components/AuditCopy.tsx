import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';

export interface AuditCopyProps {
  /** The audit record as JSON text. */
  record: string;
  onCopy: (text: string) => Promise<void>;
}

/** "Copy audit record": to the clipboard, or shown in a field to copy by hand if that fails. */
export function AuditCopy({ record, onCopy }: AuditCopyProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setState('idle'), [record]);
  useEffect(() => {
    if (state === 'failed') field.current?.select();
  }, [state]);
  const copy = () =>
    onCopy(record).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <div class="panel audit">
      <p class="refresh">
        <button type="button" onClick={copy} data-testid="copy-audit">
          {i18n.t('popup.audit.copy')}
        </button>
        <span class="note" role="status">
          {state === 'copied' && i18n.t('popup.audit.copied')}
          {state === 'failed' && i18n.t('popup.audit.failed')}
        </span>
      </p>
      {state === 'failed' && (
        <textarea
          ref={field}
          class="audit-text"
          readOnly
          rows={8}
          aria-label={i18n.t('popup.audit.label')}
          value={record}
        />
      )}
    </div>
  );
}
