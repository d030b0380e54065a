/** Hands a file the app fetched to the browser as a download, through a temporary link. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves content the app made (CSV, .xlsx, PDF) as a file. */
export function downloadFile(fileName: string, content: string | Uint8Array, mimeType: string): void {
  saveBlob(fileName, new Blob([content as BlobPart], { type: mimeType }));
}
