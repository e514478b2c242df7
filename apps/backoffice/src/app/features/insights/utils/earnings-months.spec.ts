import type { EarningsBucket } from '@fsp/contracts';
import { axisMoney, earningsCurrency, hasNoEarnings, monthLabel, monthName, totalNetMinor } from './earnings-months.js';

const bucket = (period: string, net_minor: number, count = 1): EarningsBucket => ({ period, net_minor, count, currency: 'USD' });

describe('earnings months', () => {
  it('label a period by its month and year, whatever the browser’s time zone', () => {
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthName('2026-11')).toBe('November 2026');
  });

  it('add the net of every month, refunds included', () => {
    expect(totalNetMinor([bucket('2026-10', 4213), bucket('2026-11', -1500), bucket('2026-12', 0, 0)])).toBe(2713);
    expect(totalNetMinor([])).toBe(0);
  });

  it('take the buckets’ currency, USD by default', () => {
    expect(earningsCurrency([{ ...bucket('2026-10', 1), currency: 'CAD' }])).toBe('CAD');
    expect(earningsCurrency([])).toBe('USD');
  });

  it('see a window without payments or refunds as empty', () => {
    expect(hasNoEarnings([bucket('2026-10', 0, 0), bucket('2026-11', 0, 0)])).toBe(true);
    expect(hasNoEarnings([bucket('2026-10', 0, 0), bucket('2026-11', -500, 0)])).toBe(false);
    expect(hasNoEarnings([bucket('2026-10', 0, 1)])).toBe(false);
  });

  it('shorten axis amounts', () => {
    expect(axisMoney(123456, 'USD')).toBe('$1.2K');
    expect(axisMoney(0, 'USD')).toBe('$0');
    expect(axisMoney(-50000, 'USD')).toBe('-$500');
  });
});
