import type { CustomerInvite } from '@fsp/contracts';
import { filterInvites, localDateKey, NO_INVITE_FILTERS } from './filter-invites.js';

function invite(code: string, via: CustomerInvite['via'], createdAt: Date, contact: Partial<CustomerInvite> = {}): CustomerInvite {
  return {
    code,
    via,
    email: null,
    phone: null,
    status: 'pending',
    created_at: createdAt.toISOString(),
    expires_at: new Date(createdAt.getTime() + 72 * 3_600_000).toISOString(),
    link: `http://localhost:4200/signup/${code}`,
    ...contact,
  };
}

const MAY_1_MORNING = new Date(2030, 4, 1, 9, 30);
const MAY_1_LATE = new Date(2030, 4, 1, 23, 59);
const MAY_2 = new Date(2030, 4, 2, 0, 5);

const INVITES = [
  invite('QrCode111', 'qr', MAY_1_MORNING),
  invite('MailCode22', 'email', MAY_1_LATE, { email: 'Jane.Doe@Example.com' }),
  invite('TextCode33', 'sms', MAY_2, { phone: '(555) 010-4242' }),
];

const codes = (list: CustomerInvite[]) => list.map((item) => item.code);

describe('filterInvites', () => {
  it('keeps everything without filters', () => {
    expect(codes(filterInvites(INVITES, NO_INVITE_FILTERS))).toEqual(['QrCode111', 'MailCode22', 'TextCode33']);
  });

  it.each([
    ['qr', ['QrCode111']],
    ['email', ['MailCode22']],
    ['sms', ['TextCode33']],
  ] as const)('filters by type %s', (type, expected) => {
    expect(codes(filterInvites(INVITES, { ...NO_INVITE_FILTERS, type }))).toEqual(expected);
  });

  it('keeps the invites created on the chosen local day', () => {
    expect(codes(filterInvites(INVITES, { ...NO_INVITE_FILTERS, date: '2030-05-01' }))).toEqual(['QrCode111', 'MailCode22']);
    expect(codes(filterInvites(INVITES, { ...NO_INVITE_FILTERS, date: '2030-05-02' }))).toEqual(['TextCode33']);
    expect(filterInvites(INVITES, { ...NO_INVITE_FILTERS, date: '2030-05-03' })).toEqual([]);
  });

  it('searches e-mail, phone and code, ignoring case', () => {
    const search = (text: string) => codes(filterInvites(INVITES, { ...NO_INVITE_FILTERS, search: text }));
    expect(search('jane.doe@example')).toEqual(['MailCode22']);
    expect(search('010-4242')).toEqual(['TextCode33']);
    expect(search('5550104242')).toEqual(['TextCode33']);
    expect(search('qrcode')).toEqual(['QrCode111']);
    expect(search('  code  ')).toEqual(['QrCode111', 'MailCode22', 'TextCode33']);
    expect(search('nobody')).toEqual([]);
  });

  it('combines the filters', () => {
    expect(codes(filterInvites(INVITES, { type: 'email', date: '2030-05-01', search: 'jane' }))).toEqual(['MailCode22']);
    expect(filterInvites(INVITES, { type: 'sms', date: '2030-05-01', search: '' })).toEqual([]);
  });
});

describe('localDateKey', () => {
  it('is the local calendar day', () => {
    expect(localDateKey(MAY_1_LATE.toISOString())).toBe('2030-05-01');
    expect(localDateKey(MAY_2.toISOString())).toBe('2030-05-02');
  });
});
