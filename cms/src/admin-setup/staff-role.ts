import type { Core } from '@strapi/strapi';

/** The admin role of the shop's staff: the order desk, enquiries, the shop setting, products and stock. */
export const STAFF_ROLE = {
  code: 'outlet-shop-staff',
  name: 'Shop staff',
  description:
    'The staff desk: orders (read, move, refund), enquiries, the shop setting, products and stock. No admin settings, users or roles.',
} as const;

/** A content-manager action on one content type, as the Roles screen names it. */
export type ContentAction = 'read' | 'create' | 'update' | 'delete' | 'publish';

/**
 * What the staff role may do in the content manager, per content type. Every part of the desk
 * adds the lines it needs here; anything not listed (admin settings, users, roles, API tokens,
 * the other content types) stays closed. Orders are read and updated only: they come from the
 * checkout, and the server keeps a staff save to the staff's fields (api/order/fulfilment-rules.ts).
 */
export const STAFF_CONTENT_PERMISSIONS: Readonly<Record<string, readonly ContentAction[]>> = {
  'api::order.order': ['read', 'update'],
  // The enquiry inbox: read, take and move enquiries, download their files (the server keeps what the
  // visitor submitted read-only and judges each move, api/enquiry/inbox-rules.ts). Enquiry files are
  // listed on their enquiry; their own type is hidden.
  'api::enquiry.enquiry': ['read', 'update'],
  'api::shop-setting.shop-setting': ['read', 'update'],
  'api::product.product': ['read', 'update'],
  'api::stock-movement.stock-movement': ['read'],
};

/** Other admin actions the desk needs: product pictures from the media library. */
export const STAFF_PLUGIN_PERMISSIONS: readonly string[] = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
];

/** The development staff member, created outside production only (tests/support/staff.ts signs in as them). */
export const DEVELOPMENT_STAFF = {
  email: 'staff@outlet-shop.local',
  password: 'OutletShop-staff-1',
  firstname: 'Shop',
  lastname: 'Staff',
} as const;

/** One permission as Strapi's role service takes it. */
export interface RolePermission {
  action: string;
  subject?: string;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
}

/**
 * The staff role's permissions: a content-manager action per listed content type and action,
 * with every field of the type (`fieldsOf(uid)`, Strapi's nested field paths), then the plugin
 * actions. Content types the running CMS does not have (`fieldsOf` answers `null`) are left out.
 *
 * @param fieldsOf a content type's field paths, or `null` when it does not exist.
 */
export function staffPermissions(fieldsOf: (uid: string) => string[] | null): RolePermission[] {
  const content = Object.entries(STAFF_CONTENT_PERMISSIONS).flatMap(([uid, actions]) => {
    const fields = fieldsOf(uid);
    if (!fields) return [];
    return actions.map((action) => ({
      action: `plugin::content-manager.explorer.${action}`,
      subject: uid,
      // Publishing and deleting apply to the whole entry, not to fields.
      properties: action === 'publish' || action === 'delete' ? {} : { fields },
      conditions: [],
    }));
  });
  return [...content, ...STAFF_PLUGIN_PERMISSIONS.map((action) => ({ action, conditions: [] }))];
}

/** The parts of Strapi's admin services used here. */
type AdminRoles = {
  findOne(where: Record<string, unknown>): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: RolePermission[]): Promise<unknown>;
};
type AdminUsers = { create(attributes: Record<string, unknown>): Promise<unknown> };
type ContentTypeService = {
  getPermissionsWithNestedFields(
    actions: { actionId: string; subjects: string[]; options?: unknown }[],
  ): { subject: string; properties: { fields?: string[] } }[];
};

/**
 * `permissions` with every locale of the shop on each action that has a `locales` property (the
 * content manager's actions on a localized type), as the i18n plugin gives the super admin.
 */
async function withAllLocales(strapi: Core.Strapi, permissions: RolePermission[]): Promise<RolePermission[]> {
  const locales = (await strapi.plugin('i18n').service('locales').find()) as { code: string }[];
  const { actionProvider } = strapi.service('admin::permission') as {
    actionProvider: { appliesToProperty(property: string, action: string, subject?: string): Promise<boolean> };
  };
  return Promise.all(
    permissions.map(async (permission) =>
      (await actionProvider.appliesToProperty('locales', permission.action, permission.subject))
        ? { ...permission, properties: { ...permission.properties, locales: locales.map((locale) => locale.code) } }
        : permission,
    ),
  );
}

/**
 * Creates the staff role (`STAFF_ROLE`) when missing and sets its permissions to exactly those
 * of {@link staffPermissions} on every start, so the role is what this file says (a change made in
 * the Roles screen lasts until the next start); localized types get every locale. Outside
 * production, also creates the development staff member ({@link DEVELOPMENT_STAFF}) once.
 * Called after the seed, so the super admin is the first admin user.
 */
export async function configureStaffRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as AdminRoles;
  const role = (await roles.findOne({ code: STAFF_ROLE.code })) ?? (await roles.create({ ...STAFF_ROLE }));
  const contentTypes = strapi.service('admin::content-type') as ContentTypeService;
  const fieldsOf = (uid: string): string[] | null => {
    if (!strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) return null;
    const [permission] = contentTypes.getPermissionsWithNestedFields([
      {
        actionId: 'plugin::content-manager.explorer.read',
        subjects: [uid],
        options: { applyToProperties: ['fields'] },
      },
    ]);
    return permission?.properties.fields ?? [];
  };
  const permissions = await withAllLocales(strapi, staffPermissions(fieldsOf));
  await roles.assignPermissions(role.id, permissions);

  if (strapi.config.get('environment') === 'production') return;
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: DEVELOPMENT_STAFF.email } });
  if (existing) return;
  await (strapi.service('admin::user') as AdminUsers).create({
    ...DEVELOPMENT_STAFF,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  strapi.log.info(`Created the development staff member ${DEVELOPMENT_STAFF.email}`);
}
