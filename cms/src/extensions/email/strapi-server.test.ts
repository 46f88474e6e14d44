import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import emailExtension from './strapi-server';
import { TEST_SHOP_NOTICE } from './test-shop-notice';

/** Strapi's e-mail plugin as the extension receives it, its provider recording what it is given. */
function extendedPlugin(isTestShop: boolean) {
  const sent: Array<Record<string, unknown>> = [];
  const plugin = emailExtension({
    routes: { admin: { type: 'admin' as const, routes: [] } },
    services: {
      email: () => ({
        send: async (options: Record<string, unknown>) => {
          sent.push(options);
        },
      }),
    },
  });
  const strapi = { config: { get: (key: string) => (key === 'shop.isTestShop' ? isTestShop : undefined) } };
  const service = plugin.services.email({ strapi: strapi as unknown as Core.Strapi });
  return { service, sent };
}

const LOW_STOCK = { to: 'stock@outlet-shop.example', subject: 'Low stock: 3 left: Dates 340 g', text: 'Dates 340 g…' };
const SHIPPED_AR = {
  to: 'aisha@example.ae',
  subject: 'تم شحن طلبك NOT-1',
  text: 'مرحباً عائشة،',
  html: '<!doctype html><html lang="ar" dir="rtl"><body style="color:#222">\n<p>مرحباً عائشة،</p></body></html>',
};

describe("the CMS's mails in a test shop (SHOP_TEST_MODE)", () => {
  it('open with the test shop line, in English for staff and in Arabic for an Arabic mail; subjects unchanged', async () => {
    const { service, sent } = extendedPlugin(true);
    await service.send(LOW_STOCK);
    await service.send(SHIPPED_AR);
    expect(sent[0]).toEqual({ ...LOW_STOCK, text: `${TEST_SHOP_NOTICE.en}\n\n${LOW_STOCK.text}` });
    expect(sent[0]).not.toHaveProperty('html');
    expect(sent[1]?.subject).toBe(SHIPPED_AR.subject);
    expect(sent[1]?.text).toBe(`${TEST_SHOP_NOTICE.ar}\n\n${SHIPPED_AR.text}`);
    expect(sent[1]?.html).toMatch(
      new RegExp(`<body style="color:#222">\\n<p dir="rtl"[^>]*>${TEST_SHOP_NOTICE.ar}</p>\\n<p>مرحباً عائشة،</p>`),
    );
  });

  it('are sent as written when the shop is not a test shop', async () => {
    const { service, sent } = extendedPlugin(false);
    await service.send(LOW_STOCK);
    await service.send(SHIPPED_AR);
    expect(sent).toEqual([LOW_STOCK, SHIPPED_AR]);
  });
});
