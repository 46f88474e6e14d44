import type { Core } from '@strapi/strapi';
import {
  configureMissingTranslationView,
  refreshMissingTranslations,
  watchMissingTranslations,
} from './missing-translations';

/** The Missing translation list's start-up (called from src/index.ts, docs/decisions/067): rebuilt after every translated edit. */
export function register(strapi: Core.Strapi): void {
  watchMissingTranslations(strapi);
}

/** After the seed: the list's columns in the admin (once), and the list rebuilt. */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await configureMissingTranslationView(strapi);
  await refreshMissingTranslations(strapi);
}
