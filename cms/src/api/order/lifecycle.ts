import type { Core } from '@strapi/strapi';
import { registerOrderAdminRoutes } from './admin-routes';
import { enforceOrderFulfilment } from './fulfilment-rules';

/**
 * The order API's start-up (called from src/index.ts, docs/decisions/067): staff's refund and
 * document routes in the admin API, and the document service middleware that enforces what
 * staff may change on an order and how its fulfilment status moves.
 */
export function register(strapi: Core.Strapi): void {
  registerOrderAdminRoutes(strapi);
  enforceOrderFulfilment(strapi);
}
