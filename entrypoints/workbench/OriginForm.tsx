import { i18n } from '#i18n';

/** A URL: the same in every language. */
const EXAMPLE_ORIGIN = 'https://example.com';

/** `workbench.html` without a usable `?origin=`: ask for one. */
export function OriginForm({ requested }: { requested: string | null }) {
  return (
    <main class="workbench">
      <h1>{i18n.t('workbench.title')}</h1>
      {requested && (
        <p class="callout warn" role="alert">
          {i18n.t('workbench.origin.invalid', [requested.slice(0, 200)])}
        </p>
      )}
      <form method="get">
        <label>
          {i18n.t('workbench.origin.label')}{' '}
          <input name="origin" type="url" placeholder={EXAMPLE_ORIGIN} required />
        </label>{' '}
        <button type="submit">{i18n.t('workbench.origin.open')}</button>
      </form>
    </main>
  );
}
