import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const template = process.env.API_TEST_PGLITE_TEMPLATE;
  if (template) await rm(template, { recursive: true, force: true });
}
