import { PAYMENT_CSV_COLUMNS, PAYMENT_STATUS_LABELS, paymentMethodLabel, type PaymentItem } from '@fsp/contracts';
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage return) gets a
 * single quote in front, so that it shows as the text it is (OWASP's CSV injection advice).
 */
export function neutralisedCell(text: string | null): string {
  if (text === null) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const fractionDigits = new Map<string, number>();

/** Minor units per major unit of a currency (2 for USD, 0 for JPY), from the runtime's currency data. */
function fractionDigitsOf(currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigits.set(currency, digits);
  }
  return digits;
}

/** Minor units as a plain decimal for spreadsheets: 4500 USD → "45.00", −1234 → "-12.34" (no symbol, no grouping). */
export function decimalAmount(minor: number, currency: string): string {
  const digits = fractionDigitsOf(currency.toUpperCase());
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  if (digits === 0) return `${sign}${magnitude}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(magnitude / scale)}.${String(magnitude % scale).padStart(digits, '0')}`;
}

/** One CSV row in the order of PAYMENT_CSV_COLUMNS: Created, Customer, Description, Method, Amount, Fee, Net, Status. */
export function paymentCsvRow(item: PaymentItem): string[] {
  return [
    neutralisedCell(item.created_fmt),
    neutralisedCell(item.customer_name || item.customer_email),
    neutralisedCell(item.description),
    neutralisedCell(paymentMethodLabel(item)),
    decimalAmount(item.amount, item.currency),
    decimalAmount(item.fee_minor, item.currency),
    decimalAmount(item.net_minor, item.currency),
    neutralisedCell(PAYMENT_STATUS_LABELS[item.status]),
  ];
}

/**
 * The CSV writer: a header row of PAYMENT_CSV_COLUMNS, then the rows written to it. A byte order mark first, so that
 * spreadsheets read the file as UTF-8 ("Visa •••• 4242", accented names).
 */
export function paymentsCsvStringifier(): Stringifier {
  return stringify({ bom: true, header: true, columns: [...PAYMENT_CSV_COLUMNS] });
}
