import { describe, expect, it } from 'vitest';
import { staffPermissions } from './staff-role';

const fieldsOf = (uid: string) => (uid === 'api::stock-movement.stock-movement' ? null : [`${uid}-field`]);

describe('the staff role', () => {
  const permissions = staffPermissions(fieldsOf);
  const actionsOn = (subject: string) =>
    permissions.filter((permission) => permission.subject === subject).map((permission) => permission.action);

  it('reads and updates orders, never creates or deletes them', () => {
    expect(actionsOn('api::order.order')).toEqual([
      'plugin::content-manager.explorer.read',
      'plugin::content-manager.explorer.update',
    ]);
  });

  it('edits products, enquiries and the shop setting with all their fields', () => {
    expect(actionsOn('api::product.product')).toContain('plugin::content-manager.explorer.update');
    expect(actionsOn('api::enquiry.enquiry')).toContain('plugin::content-manager.explorer.read');
    expect(actionsOn('api::shop-setting.shop-setting')).toContain('plugin::content-manager.explorer.update');
    const product = permissions.find((permission) => permission.subject === 'api::product.product');
    expect(product?.properties?.fields).toEqual(['api::product.product-field']);
  });

  it('has no admin settings, users, roles or tokens', () => {
    const actions = permissions.map((permission) => permission.action);
    expect(actions.filter((action) => action.startsWith('admin::'))).toEqual([]);
    expect(actions.some((action) => action.includes('users-permissions'))).toBe(false);
    expect(permissions.some((permission) => permission.subject?.startsWith('admin::'))).toBe(false);
  });

  it('leaves out a content type the CMS does not have', () => {
    expect(actionsOn('api::stock-movement.stock-movement')).toEqual([]);
  });
});
