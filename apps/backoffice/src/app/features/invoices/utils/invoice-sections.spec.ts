import { INVOICE_MESSAGES } from '@fsp/contracts';
import { invoiceRefundBadge, invoiceSectionOf } from './invoice-sections.js';

describe('invoice sections', () => {
  it('puts a refunded invoice under Paid', () => {
    expect(invoiceSectionOf({ status: 'refunded' })).toBe('paid');
    expect(invoiceSectionOf({ status: 'paid' })).toBe('paid');
    expect(invoiceSectionOf({ status: 'disputed' })).toBe('open');
  });
});

describe('invoiceRefundBadge', () => {
  it('says "Refunded" for a full refund and "Refunded $x" for a part, in the invoice’s currency', () => {
    expect(invoiceRefundBadge({ status: 'refunded', amount_refunded_cents: 4500, currency: 'USD' })).toEqual({
      label: INVOICE_MESSAGES.badgeRefunded,
      color: 'red',
    });
    expect(invoiceRefundBadge({ status: 'paid', amount_refunded_cents: 1250, currency: 'USD' })).toEqual({
      label: INVOICE_MESSAGES.partlyRefunded('$12.50'),
      color: 'yellow',
    });
  });

  it('has nothing to say when nothing was refunded', () => {
    expect(invoiceRefundBadge({ status: 'paid', amount_refunded_cents: 0, currency: 'USD' })).toBeNull();
    expect(invoiceRefundBadge({ status: 'open', amount_refunded_cents: 0, currency: 'USD' })).toBeNull();
  });
});
