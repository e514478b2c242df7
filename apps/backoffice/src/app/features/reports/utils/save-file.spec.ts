import { jest } from '@jest/globals';
import { OBJECT_URL_LIFETIME_MS, saveFileInBrowser } from './save-file.js';

describe('saveFileInBrowser', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.useRealTimers();
  });

  it('clicks a hidden download link to an object URL named after the file, and lets the URL go a minute later', () => {
    jest.useFakeTimers();
    // jsdom has no object URLs; these stand in for the browser's.
    const created: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:report-1';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicks: Array<{ href: string; download: string; inDocument: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    try {
      const blob = new Blob(['a,b\n'], { type: 'text/csv' });
      saveFileInBrowser(blob, 'acme-payments-all.csv');
      expect(created).toEqual([blob]);
      expect(clicks).toEqual([{ href: 'blob:report-1', download: 'acme-payments-all.csv', inDocument: true }]);
      expect(document.querySelectorAll('a')).toHaveLength(0);
      expect(revoked).toEqual([]);
      expect(OBJECT_URL_LIFETIME_MS).toBe(60_000);
      jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
      expect(revoked).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(revoked).toEqual(['blob:report-1']);
    } finally {
      click.mockRestore();
    }
  });
});
