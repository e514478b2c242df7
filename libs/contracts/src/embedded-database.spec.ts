import { EMBEDDED_DATABASE_SETTINGS, postgresSettingArgs } from './embedded-database.js';

describe('postgresSettingArgs', () => {
  it('turns each setting into a -c name=value pair', () => {
    expect(postgresSettingArgs({ shared_buffers: '16MB', work_mem: '4MB' })).toEqual(['-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB']);
  });

  it('gives the embedded databases a small shared buffer pool', () => {
    expect(postgresSettingArgs(EMBEDDED_DATABASE_SETTINGS)).toEqual(['-c', 'shared_buffers=16MB']);
  });
});
