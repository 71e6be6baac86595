/** Saves JSON through a Blob URL and a temporary link: no `downloads` permission needed. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadText(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
}

/** Saves text (a draft robots.txt, a CSV export) the same way. */
export function downloadText(fileName: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
