import { describe, expect, it } from 'vitest';
import { checkSupplierSetting, mailboxesOf, normalizeTrn, supplierDefaults, supplierOf } from './supplier';

const fromEnv = (env: Record<string, string>) => (key: string) => env[key];

describe('the supplier and mailbox checks', () => {
  it('keeps a TRN as its 15 digits and refuses any other length or letters', () => {
    expect(normalizeTrn('100-1234-5678-9003')).toBe('100123456789003');
    expect(normalizeTrn(' 100 1234 5678 9003 ')).toBe('100123456789003');
    expect(normalizeTrn('10012345678900')).toBeNull();
    expect(normalizeTrn('1001234567890034')).toBeNull();
    expect(normalizeTrn('10012345678900A')).toBeNull();
  });

  it('names every field a save may not keep and normalizes the rest in place', () => {
    const data: Record<string, unknown> = {
      supplier_name: '  ',
      supplier_address: 'Warehouse 7, Dubai',
      supplier_trn: '100 1234 5678 9003',
      orders_mailbox: ' orders@shop.example ',
      stock_mailbox: 'stock at shop',
    };
    const problems = checkSupplierSetting(data);
    expect(problems.map((problem) => problem.field)).toEqual(['supplier_name', 'stock_mailbox']);
    expect(problems[1]?.message).toContain('stock mailbox must be one e-mail address');
    expect(data).toMatchObject({ supplier_trn: '100123456789003', orders_mailbox: 'orders@shop.example' });
    expect(checkSupplierSetting({ supplier_trn: '12345' })[0]?.message).toContain('15 digits');
  });

  it('leaves out of the check the fields a save does not send', () => {
    expect(checkSupplierSetting({ phone: '+97148800000' })).toEqual([]);
  });
});

describe('the supplier and mailboxes as the CMS reads them', () => {
  const defaults = supplierDefaults(
    fromEnv({ SHOP_TRN: '100-0000-0000-0003', ORDERS_MAILBOX: 'orders@env.example', SHOP_LEGAL_NAME_EN: 'Env LLC' }),
  );

  it('starts from the environment, with the development values for keys left empty', () => {
    expect(defaults).toMatchObject({
      supplier_trn: '100000000000003',
      orders_mailbox: 'orders@env.example',
      stock_mailbox: 'stock@outlet-shop.example',
      supplier_name: { en: 'Env LLC', ar: 'أوتلت شوب للتجارة ذ.م.م' },
    });
  });

  it('refuses to start with a TRN or mailbox a save would refuse, naming the key', () => {
    expect(() => supplierDefaults(fromEnv({ SHOP_TRN: '123' }))).toThrow(/SHOP_TRN: The TRN must be/);
    expect(() => supplierDefaults(fromEnv({ STOCK_MAILBOX: 'nobody' }))).toThrow(/STOCK_MAILBOX/);
  });

  it("reads staff's values field by field, the environment's where the setting has none", () => {
    const english = { supplier_name: 'Staff LLC', supplier_address: 'Unit 9, Dubai', supplier_trn: '100999999999993' };
    const arabic = { supplier_name: 'ستاف ذ.م.م', supplier_address: '' };
    expect(supplierOf(english, arabic, defaults)).toEqual({
      nameEn: 'Staff LLC',
      nameAr: 'ستاف ذ.م.م',
      addressEn: 'Unit 9, Dubai',
      addressAr: defaults.supplier_address.ar,
      trn: '100999999999993',
    });
    expect(supplierOf(null, null, defaults).trn).toBe('100000000000003');
    expect(mailboxesOf({ orders_mailbox: 'desk@shop.example', stock_mailbox: null }, defaults)).toEqual({
      orders: 'desk@shop.example',
      stock: 'stock@outlet-shop.example',
    });
    expect(mailboxesOf(null, defaults).orders).toBe('orders@env.example');
  });
});
