import type { Core } from '@strapi/strapi';
import { registerStaffDeskAdminRoutes } from './admin-routes';

/** The staff desk's start-up (called from src/index.ts, docs/decisions/067): its figures' admin routes. */
export function register(strapi: Core.Strapi): void {
  registerStaffDeskAdminRoutes(strapi);
}
