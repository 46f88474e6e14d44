import { describe, expect, it } from 'vitest';
import { checkShopSetting, toE164, whatsappLink } from './contact-details';
import { shopSettingDefaults } from './defaults';

describe('the shop setting checks', () => {
  it('keeps valid international numbers as E.164 and refuses the rest', () => {
    expect(toE164('+971 4 880 0000')).toBe('+97148800000');
    expect(toE164('+971 50 000 0123')).toBe('+971500000123');
    expect(toE164('0500000123')).toBeNull();
    expect(toE164('+971000000000')).toBeNull();
  });

  it('normalizes what it accepts and names every field it refuses', () => {
    const data: Record<string, unknown> = {
      phone: '+971 4 880 0000',
      whatsapp: 'call us',
      instagram_url: ' https://www.instagram.com/outlet ',
      facebook_url: '',
      tiktok_url: 'http://tiktok.com/@outlet',
    };
    expect(checkShopSetting(data).map((problem) => problem.field)).toEqual(['whatsapp', 'tiktok_url']);
    expect(data).toMatchObject({
      phone: '+97148800000',
      instagram_url: 'https://www.instagram.com/outlet',
      facebook_url: null,
    });
  });

  it('leaves out of the check the fields a save does not send', () => {
    expect(checkShopSetting({ address: 'Dubai' })).toEqual([]);
  });

  it('links the WhatsApp number as wa.me wants it: digits only', () => {
    expect(whatsappLink('+971500000123')).toBe('https://wa.me/971500000123');
  });

  it('fails the start naming the environment key of a bad default', () => {
    expect(() => shopSettingDefaults((key) => (key === 'SHOP_WHATSAPP' ? '971000000000' : undefined))).toThrow(
      /SHOP_WHATSAPP/,
    );
    expect(() => shopSettingDefaults((key) => (key === 'SHOP_TIKTOK_URL' ? 'tiktok.com' : undefined))).toThrow(
      /SHOP_TIKTOK_URL/,
    );
    expect(shopSettingDefaults(() => undefined).whatsapp).toBe('+971500000000');
  });
});
