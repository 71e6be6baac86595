import { delayNoteOf } from '@/lib/crawlerDelayNotes';
import { CRAWLER_PRESETS } from '@/lib/crawlers';

/** The preset crawlers, who runs them and what for; token-only entries say so. */
export function PresetTable() {
  return (
    <table class="presets" data-testid="preset-table">
      <caption class="sr-only">Preset crawlers</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Operator</th>
          <th scope="col">Purpose</th>
        </tr>
      </thead>
      <tbody>
        {CRAWLER_PRESETS.map((p) => (
          <tr key={p.token} data-token={p.token}>
            <th scope="row">
              <code>{p.token}</code>
              {p.tokenOnly && (
                <span
                  class="tag"
                  title="A robots.txt token only: no crawler sends it in its User-Agent header."
                >
                  token only
                </span>
              )}
            </th>
            <td>{p.operator}</td>
            <td>
              {p.purpose}
              {delayNoteOf(p.token) && <span class="note"> {delayNoteOf(p.token)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
