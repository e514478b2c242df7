import { startLocalSmsApi, type LocalSmsApi } from '../../../testing/local-sms-api.js';
import { SmsApiTransport } from './sms-api-transport.js';

describe('SmsApiTransport against a local server speaking the Twilio Messages API', () => {
  let api: LocalSmsApi;

  beforeAll(async () => {
    api = await startLocalSmsApi({ rejectNumber: (to) => to === '+15550000000' });
  });

  afterAll(async () => {
    await api.close();
  });

  const transport = () => new SmsApiTransport({ accountSid: 'AC123', authToken: 's3cret', from: '+15551230000', apiBaseUrl: api.url });

  it('posts To, From and Body as a form with basic auth to the account Messages resource', async () => {
    await expect(
      transport().deliver({ channel: 'sms', to: '+1 (555) 010-2000', subject: null, body: 'Green Acres: request service here http://x/signup/abc' }),
    ).resolves.toBe('sent');
    const request = api.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/2010-04-01/Accounts/AC123/Messages.json' });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:s3cret').toString('base64')}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+1 (555) 010-2000',
      From: '+15551230000',
      Body: 'Green Acres: request service here http://x/signup/abc',
    });
  });

  it("fails with the provider's reason when it refuses the message", async () => {
    await expect(transport().deliver({ channel: 'sms', to: '+15550000000', subject: null, body: 'Hi' })).rejects.toThrow(
      "SMS API answered HTTP 400: The 'To' number +15550000000 is not a valid phone number. (code 21211)",
    );
  });

  it('fails when the API cannot be reached', async () => {
    const unreachable = new SmsApiTransport({ accountSid: 'AC1', authToken: 't', from: '+1555', apiBaseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.deliver({ channel: 'sms', to: '+15551112222', subject: null, body: 'Hi' })).rejects.toThrow();
  });
});
