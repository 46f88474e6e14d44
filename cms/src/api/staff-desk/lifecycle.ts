import type { Core } from '@strapi/strapi';
import { registerStaffDeskAdminRoutes, registerTestShopRoute } from './admin-routes';

/**
 * The staff desk's start-up (called from src/index.ts, docs/decisions/067): its figures' admin
 * routes, and whether the shop is a test shop (the admin's badge).
 */
export function register(strapi: Core.Strapi): void {
  registerStaffDeskAdminRoutes(strapi);
  registerTestShopRoute(strapi);
}
