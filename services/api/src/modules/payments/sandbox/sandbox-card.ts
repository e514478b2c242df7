import { PAYMENT_MESSAGES } from '@fsp/contracts';
import { chargeBehaviourOf, type SandboxChargeBehaviour } from './sandbox-charge-behaviour.js';

export interface SandboxCardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardCheck =
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number; declined: boolean; chargeBehaviour: SandboxChargeBehaviour }
  | { ok: false; message: string };

/** Stripe's generic decline test card (https://docs.stripe.com/testing#declined-payments). */
const DECLINED_TEST_NUMBER = '4000000000000002';

interface BrandRule {
  brand: string;
  pattern: RegExp;
  lengths: number[];
  cvcLength: number;
}

const BRANDS: BrandRule[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'visa', pattern: /^4/, lengths: [16, 19], cvcLength: 3 },
  { brand: 'mastercard', pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16], cvcLength: 3 },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], cvcLength: 3 },
  { brand: 'diners', pattern: /^(36|30[0-5]|38)/, lengths: [14, 16], cvcLength: 3 },
  { brand: 'jcb', pattern: /^35/, lengths: [16], cvcLength: 3 },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], cvcLength: 3 },
];

const UNKNOWN_BRAND: BrandRule = { brand: 'unknown', pattern: /^/, lengths: [16], cvcLength: 3 };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card the way Stripe's card form and test mode do, with Stripe's sentences: number (brand length and
 * Luhn), expiry ("MM / YY" or "MM/YY", not past), security code (4 digits for amex, else 3), then the decline card;
 * `chargeBehaviour` says how the card answers charges once saved.
 */
export function checkSandboxCard(input: SandboxCardInput, now = new Date()): SandboxCardCheck {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, message: PAYMENT_MESSAGES.cardNumberIncomplete };
  if (!/^\d+$/.test(digits)) return { ok: false, message: PAYMENT_MESSAGES.cardNumberIncorrect };
  const rule = BRANDS.find((candidate) => candidate.pattern.test(digits)) ?? UNKNOWN_BRAND;
  if (digits.length < Math.min(...rule.lengths)) return { ok: false, message: PAYMENT_MESSAGES.cardNumberIncomplete };
  if (!rule.lengths.includes(digits.length) || !passesLuhn(digits)) return { ok: false, message: PAYMENT_MESSAGES.cardNumberIncorrect };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, message: PAYMENT_MESSAGES.expiryIncomplete };
  const expMonth = Number(expiry[1]);
  const expYear = 2000 + Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) return { ok: false, message: PAYMENT_MESSAGES.expiryMonthInvalid };
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < currentMonth) return { ok: false, message: PAYMENT_MESSAGES.expiryInPast };

  if (!new RegExp(`^\\d{${rule.cvcLength}}$`).test(input.cvc.trim())) return { ok: false, message: PAYMENT_MESSAGES.cvcIncomplete };

  return {
    ok: true,
    brand: rule.brand,
    last4: digits.slice(-4),
    expMonth,
    expYear,
    declined: digits === DECLINED_TEST_NUMBER,
    chargeBehaviour: chargeBehaviourOf(digits),
  };
}
