import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@fsp/contracts';
import { checkSandboxCard } from './sandbox-card.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const check = (cardNumber: string, expiry = '12 / 30', cvc = '123') => checkSandboxCard({ cardNumber, expiry, cvc }, NOW);

describe('checkSandboxCard', () => {
  it("accepts Stripe's success card in either expiry format", () => {
    for (const expiry of ['12 / 30', '12/30', '1/27']) {
      expect(check('4242 4242 4242 4242', expiry)).toEqual({
        ok: true,
        brand: 'visa',
        last4: '4242',
        expMonth: Number(expiry.split('/')[0]),
        expYear: 2000 + Number(expiry.split('/')[1]),
        declined: false,
        chargeBehaviour: 'succeeds',
      });
    }
  });

  it("marks Stripe's generic decline card as declined", () => {
    expect(check('4000 0000 0000 0002')).toMatchObject({ ok: true, declined: true });
  });

  it("remembers how Stripe's charge test cards answer charges", () => {
    expect(check(SANDBOX_TEST_CARDS.succeeds)).toMatchObject({ ok: true, declined: false, chargeBehaviour: 'succeeds' });
    expect(check(SANDBOX_TEST_CARDS.chargeDeclined)).toMatchObject({ ok: true, declined: false, last4: '0341', chargeBehaviour: 'declined' });
    expect(check(SANDBOX_TEST_CARDS.authenticationRequired)).toMatchObject({
      ok: true,
      declined: false,
      last4: '3184',
      chargeBehaviour: 'authentication_required',
    });
    expect(check('4000-0000-0000-0341')).toMatchObject({ chargeBehaviour: 'declined' });
  });

  it('knows brands and their security code lengths', () => {
    expect(check('5555 5555 5555 4444')).toMatchObject({ ok: true, brand: 'mastercard', last4: '4444' });
    expect(check('3782 822463 10005', '12/30', '1234')).toMatchObject({ ok: true, brand: 'amex' });
    expect(check('3782 822463 10005', '12/30', '123')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cvcIncomplete });
  });

  it("answers bad input with Stripe's sentences", () => {
    expect(check('')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cardNumberIncomplete });
    expect(check('4242 4242')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cardNumberIncomplete });
    expect(check('4242 4242 4242 4241')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cardNumberIncorrect });
    expect(check('4242 abcd 4242 4242')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cardNumberIncorrect });
    expect(check('4242 4242 4242 4242', '12 /')).toEqual({ ok: false, message: PAYMENT_MESSAGES.expiryIncomplete });
    expect(check('4242 4242 4242 4242', '00/30')).toEqual({ ok: false, message: PAYMENT_MESSAGES.expiryMonthInvalid });
    expect(check('4242 4242 4242 4242', '10/26')).toEqual({ ok: false, message: PAYMENT_MESSAGES.expiryInPast });
    expect(check('4242 4242 4242 4242', '11/26')).toMatchObject({ ok: true });
    expect(check('4242 4242 4242 4242', '12/30', '')).toEqual({ ok: false, message: PAYMENT_MESSAGES.cvcIncomplete });
  });
});
