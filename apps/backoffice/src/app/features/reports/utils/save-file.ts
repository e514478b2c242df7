/** Hands a downloaded file to the browser as a download named `fileName`. */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * How long the object URL outlives the click. A browser may read the URL after click() returns (some only once
 * the download starts), so it is let go late, as FileSaver.js does (40 s there).
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

export const saveFileInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
};
