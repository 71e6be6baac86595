import { i18n } from '#i18n';

export interface LineLinkProps {
  line: number;
  /** Opens the robots.txt view at this line; without it the text is plain. */
  onLine?: (line: number) => void;
  /** The words shown; `line N` by default. */
  label?: string;
}

/** "line 12" that opens the robots.txt view at line 12. */
export function LineLink({ line, onLine, label = i18n.t('popup.line', [line]) }: LineLinkProps) {
  if (!onLine || line < 1) return <>{label}</>;
  return (
    <button type="button" class="link-button line-link" onClick={() => onLine(line)}>
      {label}
    </button>
  );
}
