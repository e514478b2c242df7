/** Hands a downloaded file to the browser as a download named `fileName`. */
export type SaveFile = (blob: Blob, fileName: string) => void;

export const saveFileInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
