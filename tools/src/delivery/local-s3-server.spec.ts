import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { startTestS3, TEST_BUCKET } from './delivery-test-fixtures.js';

describe('the local S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;

  beforeAll(async () => {
    s3 = await startTestS3();
  });

  afterAll(async () => {
    await s3.close();
  });

  async function read(key: string): Promise<Buffer> {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  // S3 answers a PUT once the object is stored: a GET sent right after the answer gets all of it, never a
  // partly written file (s3rver itself answers when the bytes have passed through, before they reach the disk).
  it('answers a PUT only when the whole object can be read back, also when the same key is overwritten', async () => {
    const key = 'environments/production.json';
    for (let round = 0; round < 20; round += 1) {
      const body = randomBytes(512 * 1024 + round);
      await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
      expect((await read(key)).equals(body)).toBe(true);
    }
  });

  it('never lets a reader see a half-written object while the same key is being replaced', async () => {
    const key = 'releases/app.js';
    const first = Buffer.alloc(256 * 1024, 'a');
    const second = Buffer.alloc(300 * 1024, 'b');
    await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: first }));
    const [, ...reads] = await Promise.all([
      s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: second })),
      ...Array.from({ length: 8 }, () => read(key)),
    ]);
    for (const seen of reads) expect(seen.equals(first) || seen.equals(second)).toBe(true);
  });
});
