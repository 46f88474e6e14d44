import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Lets a request through only with `Authorization: Bearer ${CMS_SERVICE_TOKEN}` (the
 * checkout service, docs/architecture.md 2). Digests are compared in constant time, so the answer
 * time says nothing about the token. Throws 401 otherwise.
 */
export default (
  policyContext: { request: { header: Record<string, string | string[] | undefined> } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const token = strapi.config.get<string>('shop.serviceToken');
  const header = policyContext.request.header.authorization;
  const presented = typeof header === 'string' ? header : '';
  if (token && timingSafeEqual(sha256(presented), sha256(`Bearer ${token}`))) return true;
  throw new errors.UnauthorizedError('Missing or wrong service token');
};
