// The payment settings, validated at start-up with the others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-payments-config-'));
const downloadFile = path.join(dir, 'pro.zip');
fs.writeFileSync(downloadFile, 'zip');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_ID_PRO: 'price_pro',
  STRIPE_PRICE_ID_SUBSCRIPTION: 'price_sub',
  PREMIUM_DOWNLOAD_FILE: downloadFile,
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('payment settings', () => {
  it('leave payments off by default, with 5 uploads kept per user and 50 for premium users', () => {
    const config = loadConfig({});
    expect(config.stripe).toMatchObject({ secretKey: undefined, api: undefined, downloadFile: undefined });
    expect(config.uploads).toMatchObject({ keepPerUser: 5, keepPerPremiumUser: 50 });
  });

  it('read a complete Stripe configuration and a stand-in API address', () => {
    const config = loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111', PREMIUM_UPLOAD_RETENTION: '80' });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceIdPro: 'price_pro',
      priceIdSubscription: 'price_sub',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      downloadFile,
    });
    expect(config.uploads.keepPerPremiumUser).toBe(80);
  });

  it('name every missing setting once STRIPE_SECRET_KEY is set', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ID_PRO is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ID_SUBSCRIPTION is required when STRIPE_SECRET_KEY is set',
      'PREMIUM_DOWNLOAD_FILE is required when STRIPE_SECRET_KEY is set',
    ]);
  });

  it('refuse a missing download file, a bad API address and a premium retention below the standard one', () => {
    expect(problemsOf({ ...STRIPE, PREMIUM_DOWNLOAD_FILE: path.join(dir, 'missing.zip') })).toEqual([
      `PREMIUM_DOWNLOAD_FILE must name an existing file (got "${path.join(dir, 'missing.zip')}")`,
    ]);
    expect(problemsOf({ STRIPE_API_URL: 'ftp://stripe.test' })[0]).toMatch(/^STRIPE_API_URL must be a URL/);
    expect(problemsOf({ UPLOAD_RETENTION: '10', PREMIUM_UPLOAD_RETENTION: '5' })).toEqual(['PREMIUM_UPLOAD_RETENTION must be at least UPLOAD_RETENTION']);
    expect(problemsOf({ PREMIUM_UPLOAD_RETENTION: '0' })[0]).toMatch(/^PREMIUM_UPLOAD_RETENTION must be a whole number/);
  });
});
