import { formatMoney, formatPrice, isInvoicePaid, type InvoiceDetail } from '@fsp/contracts';

/** What the invoice e-mail and SMS say: who bills, for what, how much, by when, and the link to pay. */
export interface InvoiceTextInput {
  organization: { name: string; email: string | null; phoneNumber: string | null };
  invoice: InvoiceDetail;
  /** The customer's invoice page (invoicePageUrl). */
  link: string;
}

function contactLine({ name, email, phoneNumber }: InvoiceTextInput['organization']): string | null {
  const ways = [email, phoneNumber].filter((way): way is string => Boolean(way?.trim()));
  return ways.length > 0 ? `Questions? Contact ${name}: ${ways.join(' · ')}` : null;
}

export function invoiceEmail({ organization, invoice, link }: InvoiceTextInput): { subject: string; body: string } {
  const paid = isInvoicePaid(invoice.status);
  const total = formatPrice(invoice.total_cents, invoice.currency);
  const period = invoice.period_start === invoice.period_end ? invoice.period_start : `${invoice.period_start} to ${invoice.period_end}`;
  const contact = contactLine(organization);
  return {
    subject: paid ? `Your paid invoice from ${organization.name}` : `Invoice from ${organization.name}: ${total} due ${invoice.effective_due_date}`,
    body: [
      `Hello${invoice.customer_name ? ` ${invoice.customer_name}` : ''},`,
      '',
      paid ? `Here is a copy of your invoice from ${organization.name}. It is paid, thank you.` : `Here is your invoice from ${organization.name}.`,
      '',
      `Invoice date: ${invoice.invoice_date}`,
      `Service period: ${period}`,
      '',
      ...invoice.lines.map((line) => `${line.visit_date}  ${line.service_label}  ${formatMoney(line.amount_cents, invoice.currency)}`),
      '',
      `Total: ${total}`,
      `Due date: ${invoice.effective_due_date}`,
      '',
      paid ? `View your invoice: ${link}` : `View and pay your invoice: ${link}`,
      ...(contact ? ['', contact] : []),
      '',
      organization.name,
    ].join('\n'),
  };
}

export function invoiceSms({ organization, invoice, link }: InvoiceTextInput): string {
  const total = formatPrice(invoice.total_cents, invoice.currency);
  return isInvoicePaid(invoice.status)
    ? `${organization.name}: your paid invoice for ${total} ${link}`
    : `${organization.name}: invoice for ${total} due ${invoice.effective_due_date}. View and pay: ${link}`;
}
