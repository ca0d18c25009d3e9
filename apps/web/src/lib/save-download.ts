/** Hands a file to the browser as a download named `filename`. */
export function saveDownload(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
