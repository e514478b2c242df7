import { centsToPriceInput, priceInputToCents, sanitizePriceInput, serviceKeyFromName } from './services.js';

describe('sanitizePriceInput', () => {
  it('keeps only digits and one dot', () => {
    expect(sanitizePriceInput('$1,234.50')).toBe('1234.50');
    expect(sanitizePriceInput('12a3')).toBe('123');
    expect(sanitizePriceInput(' 45 ')).toBe('45');
    expect(sanitizePriceInput('-20')).toBe('20');
    expect(sanitizePriceInput('1.2.3')).toBe('1.23');
    expect(sanitizePriceInput('abc')).toBe('');
  });

  it('keeps at most two decimals', () => {
    expect(sanitizePriceInput('12.345')).toBe('12.34');
    expect(sanitizePriceInput('12.3')).toBe('12.3');
    expect(sanitizePriceInput('12.')).toBe('12.');
    expect(sanitizePriceInput('.5')).toBe('.5');
  });

  it('leaves clean input as typed, so typing is never fought', () => {
    for (const text of ['', '0', '7', '19.99', '100.0', '0.05']) expect(sanitizePriceInput(text)).toBe(text);
  });
});

describe('priceInputToCents', () => {
  it('converts dollars to cents without floating-point drift', () => {
    expect(priceInputToCents('12.5')).toBe(1250);
    expect(priceInputToCents('19.99')).toBe(1999);
    expect(priceInputToCents('0.1')).toBe(10);
    expect(priceInputToCents('1.15')).toBe(115);
    expect(priceInputToCents('45')).toBe(4500);
    expect(priceInputToCents('0')).toBe(0);
    expect(priceInputToCents('.5')).toBe(50);
    expect(priceInputToCents('12.')).toBe(1200);
  });

  it('cleans the text first', () => {
    expect(priceInputToCents('$1,234.567')).toBe(123456);
  });

  it('gives null when the input holds no number', () => {
    for (const text of ['', '.', '$', 'abc']) expect(priceInputToCents(text)).toBeNull();
  });
});

describe('centsToPriceInput', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(centsToPriceInput(1250)).toBe('12.50');
    expect(centsToPriceInput(0)).toBe('0.00');
    expect(centsToPriceInput(5)).toBe('0.05');
    expect(centsToPriceInput(1999)).toBe('19.99');
    expect(centsToPriceInput(123456)).toBe('1234.56');
  });

  it('round-trips through priceInputToCents', () => {
    for (const cents of [0, 1, 10, 99, 115, 1999, 4500, 10_000_001]) expect(priceInputToCents(centsToPriceInput(cents))).toBe(cents);
  });
});

describe('serviceKeyFromName', () => {
  it('makes a lower-case, hyphenated key', () => {
    expect(serviceKeyFromName('Lawn Mowing')).toBe('lawn-mowing');
    expect(serviceKeyFromName('Gutter Cleaning & Repair')).toBe('gutter-cleaning-repair');
    expect(serviceKeyFromName('  Spring   Clean-up!  ')).toBe('spring-clean-up');
    expect(serviceKeyFromName('Window Washing (2nd floor)')).toBe('window-washing-2nd-floor');
  });

  it('drops accents', () => {
    expect(serviceKeyFromName('Café Crème Détail')).toBe('cafe-creme-detail');
  });

  it('falls back to "service" when nothing URL-safe is left', () => {
    expect(serviceKeyFromName('')).toBe('service');
    expect(serviceKeyFromName('!!!')).toBe('service');
    expect(serviceKeyFromName('草刈り')).toBe('service');
  });
});
