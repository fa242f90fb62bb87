import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The real entry point, started as a deployment would start it. */
function startServer(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { PATH: PATH ?? '', HOME: HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server start in production', () => {
  it('exits before touching any data when a test part would be used, naming every missing variable', () => {
    const result = startServer({ NODE_ENV: 'production', PORT: '1', OPENAI_API_KEY: 'sk-optional' });
    expect(result.status).toBe(1);
    for (const name of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'POSTMARK_SERVER_TOKEN',
      'COMPANY_NAME',
      'COMPANY_VAT',
      'COMPANY_ADDRESS',
      'COMPANY_STREET',
      'COMPANY_POSTAL_CODE',
      'COMPANY_CITY',
      'COMPANY_PROVINCE',
      'PRIVACY_EMAIL',
    ]) {
      expect(result.stderr).toContain(`${name} is required with NODE_ENV=production`);
    }
    expect(result.stderr).not.toContain('OPENAI_API_KEY');
    expect(result.stdout).not.toContain('listening');
  });
});
