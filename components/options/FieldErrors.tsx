/** The inline messages under one field; `id` is what the field's `aria-describedby` names. */
export function FieldErrors({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <div id={id} class="field-errors">
      {messages.map((m) => (
        <p key={m} class="field-error" data-testid="field-error">
          {m}
        </p>
      ))}
    </div>
  );
}
