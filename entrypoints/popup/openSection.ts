/** Opens a `<details>` section by id and brings it into view. */
export function openSection(id: string) {
  const el = document.getElementById(id);
  if (el instanceof HTMLDetailsElement) el.open = true;
  el?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}
