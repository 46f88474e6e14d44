import { describe, expect, it } from 'vitest';
import { rightToLeftCss } from './right-to-left';

const SETTING = {
  phone: { type: 'string', pluginOptions: { i18n: { localized: false } } },
  address: { type: 'text', pluginOptions: { i18n: { localized: true } } },
  supplier_name: { type: 'string', pluginOptions: { i18n: { localized: true } } },
  delivery_days_min: { type: 'integer', pluginOptions: { i18n: { localized: false } } },
};

describe('Arabic fields in the admin', () => {
  it('lays out the translated text fields right to left in the ar locale, and no shared field', () => {
    const css = rightToLeftCss(SETTING, 'ar');
    expect(css).toContain('textarea[name="address"]');
    expect(css).toContain('input[name="supplier_name"]');
    expect(css).toContain('direction: rtl');
    expect(css).not.toContain('phone');
  });

  it('changes nothing in English', () => {
    expect(rightToLeftCss(SETTING, 'en')).toBe('');
    expect(rightToLeftCss(SETTING, undefined)).toBe('');
  });
});
