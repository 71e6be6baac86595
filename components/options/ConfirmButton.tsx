import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';

export interface ConfirmButtonProps {
  /** `data-testid` of the first button; the confirming one is `<testid>-confirm`. */
  testid: string;
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/**
 * A destructive action asks first, inline (no `window.confirm`): focus goes to Cancel,
 * Escape cancels, and focus returns to the button afterwards.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { testid, label, question, confirmLabel, onConfirm, disabled } = props;
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        ref={openRef}
        data-testid={testid}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <fieldset
      class="confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setAsking(false);
      }}
    >
      <legend>{question}</legend>
      <button
        type="button"
        class="danger"
        data-testid={`${testid}-confirm`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        ref={cancelRef}
        data-testid={`${testid}-cancel`}
        onClick={() => setAsking(false)}
      >
        {i18n.t('options.cancel')}
      </button>
    </fieldset>
  );
}
