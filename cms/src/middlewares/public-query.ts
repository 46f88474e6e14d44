import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { MAX_PAGE_SIZE } from '../api/product/catalogue/contract';
import { answerStrapiRouteError } from '../server/error-answer';
import { refuseQuery } from './invalid-query';
import {
  MAX_FILTER_VALUE_LENGTH,
  MAX_LIST_VALUES,
  MAX_PAGE,
  MAX_SORT_FIELDS,
  type PlainRoute,
  PUBLIC_READS,
  type ReadShape,
} from './public-query-shapes';

/** Why a query is refused: the key (as the query string writes it) and what the developer should know. */
export interface QueryRefusal {
  /** The refused key, `populate[categories][populate]`, `filters[$or]`. */
  key: string;
  message: string;
  /** What this place of the query takes instead, when it is a short list. */
  allowed?: readonly string[];
}

type Query = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value given once or as a list (`fields=a`, `fields[0]=a`, or qs's object past its array limit), else null. */
function listOf(value: unknown): unknown[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value);
  return null;
}

const refusal = (key: string, message: string, allowed?: readonly string[]): QueryRefusal =>
  allowed ? { key, message, allowed } : { key, message };

/** A plain value: text (or qs's `null` for a key without `=`), not too long. */
function scalarRefusal(key: string, value: unknown): QueryRefusal | null {
  if (value === null) return null;
  if (typeof value !== 'string') return refusal(key, `\`${key}\` takes one plain value, not a list or an object.`);
  if (value.length > MAX_FILTER_VALUE_LENGTH) {
    return refusal(key, `\`${key}\` is longer than ${MAX_FILTER_VALUE_LENGTH} characters.`);
  }
  return null;
}

/** One filtered field's condition: `{ $eq: '1' }`, `{ $in: ['1', '5'] }`, with the operators it takes. */
function conditionRefusal(key: string, condition: unknown, operators: readonly string[]): QueryRefusal | null {
  if (!isRecord(condition) || Object.keys(condition).length === 0) {
    return refusal(key, `\`${key}\` takes an operator (\`${key}[$eq]=…\`).`, operators);
  }
  for (const [operator, value] of Object.entries(condition)) {
    const at = `${key}[${operator}]`;
    if (!operators.includes(operator)) {
      return refusal(at, `\`${key}\` is filtered with ${operators.join(', ')} only.`, operators);
    }
    if (operator !== '$in') {
      const problem = scalarRefusal(at, value);
      if (problem) return problem;
      continue;
    }
    const values = listOf(value);
    if (!values || values.length === 0 || values.length > MAX_LIST_VALUES) {
      return refusal(at, `\`${at}\` takes a list of 1 to ${MAX_LIST_VALUES} values.`);
    }
    for (const [index, each] of values.entries()) {
      const problem = scalarRefusal(`${at}[${index}]`, each);
      if (problem) return problem;
    }
  }
  return null;
}

function filtersRefusal(filters: unknown, shape: ReadShape): QueryRefusal | null {
  const fields = Object.keys(shape.filters);
  if (!isRecord(filters)) return refusal('filters', '`filters` takes fields (`filters[id][$eq]=1`).', fields);
  for (const [field, condition] of Object.entries(filters)) {
    const key = `filters[${field}]`;
    if (field.startsWith('$')) {
      return refusal(
        key,
        `No read of the shop combines filters with ${field}; filter the fields listed instead.`,
        fields,
      );
    }
    const relationId = shape.filters[`${field}.id`];
    if (relationId) {
      if (!isRecord(condition) || Object.keys(condition).some((name) => name !== 'id')) {
        const other = isRecord(condition) ? Object.keys(condition).find((name) => name !== 'id') : undefined;
        return refusal(other ? `${key}[${other}]` : key, `\`${key}\` is filtered by its id only.`, ['id']);
      }
      const problem = conditionRefusal(`${key}[id]`, condition.id, relationId);
      if (problem) return problem;
      continue;
    }
    const operators = shape.filters[field];
    if (!operators) return refusal(key, `\`${field}\` is not a field this read may be filtered on.`, fields);
    const problem = conditionRefusal(key, condition, operators);
    if (problem) return problem;
  }
  return null;
}

function populateRefusal(populate: unknown, shape: ReadShape): QueryRefusal | null {
  const names = Object.keys(shape.populate.relations);
  const allowed = shape.populate.star ? ['*', ...names] : names;
  if (populate === '*') {
    return shape.populate.star ? null : refusal('populate', '`populate=*` is not taken by this read.', allowed);
  }
  if (isRecord(populate) && !Object.keys(populate).every((key) => /^\d+$/.test(key))) {
    for (const [name, inner] of Object.entries(populate)) {
      const key = `populate[${name}]`;
      const fields = shape.populate.relations[name];
      if (!fields) return refusal(key, `\`${name}\` is not populated by any read of the shop.`, allowed);
      if (!isRecord(inner) || Object.keys(inner).some((option) => option !== 'fields')) {
        const other = isRecord(inner) ? Object.keys(inner).find((option) => option !== 'fields') : undefined;
        return refusal(
          other ? `${key}[${other}]` : key,
          `\`${key}\` takes \`fields\` only: one level of relations is populated, never theirs.`,
          ['fields'],
        );
      }
      const problem = namesRefusal(`${key}[fields]`, inner.fields, fields);
      if (problem) return problem;
    }
    return null;
  }
  const list = listOf(populate);
  if (!list || list.length === 0) return refusal('populate', '`populate` names fields to populate.', allowed);
  for (const [index, name] of list.entries()) {
    if (typeof name !== 'string' || !(name in shape.populate.relations)) {
      return refusal(
        Array.isArray(populate) || isRecord(populate) ? `populate[${index}]` : 'populate',
        `\`${String(name)}\` is not populated by any read of the shop.`,
        allowed,
      );
    }
  }
  return null;
}

/** `fields[…]` and the like: 1 to all of `allowed`, each one of them. */
function namesRefusal(key: string, value: unknown, allowed: readonly string[]): QueryRefusal | null {
  const list = listOf(value);
  if (!list || list.length === 0 || list.length > allowed.length) {
    return refusal(key, `\`${key}\` names 1 to ${allowed.length} of the fields listed.`, allowed);
  }
  for (const name of list) {
    if (typeof name !== 'string' || !allowed.includes(name)) {
      return refusal(key, `\`${String(name)}\` is not a field \`${key}\` may name.`, allowed);
    }
  }
  return null;
}

function sortRefusal(sort: unknown, shape: ReadShape): QueryRefusal | null {
  // `sort=price:asc,id:asc` is Strapi's other spelling of `sort[0]=price:asc&sort[1]=id:asc`.
  const list = typeof sort === 'string' ? sort.split(',') : listOf(sort);
  if (!list || list.length === 0 || list.length > MAX_SORT_FIELDS) {
    return refusal('sort', `\`sort\` names 1 to ${MAX_SORT_FIELDS} fields (\`sort[0]=price:asc\`).`, shape.sort);
  }
  for (const entry of list) {
    const [field = '', direction = 'asc', ...rest] = typeof entry === 'string' ? entry.split(':') : [];
    if (!shape.sort.includes(field) || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      return refusal('sort', `\`${String(entry)}\` is not an order this read takes (field, or field:asc|desc).`, [
        ...shape.sort,
      ]);
    }
  }
  return null;
}

const PAGING = { page: MAX_PAGE, pageSize: MAX_PAGE_SIZE } as const;

function paginationRefusal(pagination: unknown): QueryRefusal | null {
  if (!isRecord(pagination)) return refusal('pagination', '`pagination` takes page and pageSize.', Object.keys(PAGING));
  for (const [name, value] of Object.entries(pagination)) {
    const key = `pagination[${name}]`;
    const max = PAGING[name as keyof typeof PAGING];
    if (!max) return refusal(key, '`pagination` takes page and pageSize only.', Object.keys(PAGING));
    if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value) || Number(value) > max) {
      return refusal(key, `\`${key}\` is a whole number from 1 to ${max}.`);
    }
  }
  return null;
}

function shapeRefusal(query: Query, shape: ReadShape, name: string): QueryRefusal | null {
  for (const [key, value] of Object.entries(query)) {
    if (key === 'locale') {
      if (typeof value !== 'string' || !shape.locales.includes(value)) {
        return refusal('locale', `The ${name} are read in ${shape.locales.join(', ')}.`, shape.locales);
      }
      continue;
    }
    if (!(shape.keys as readonly string[]).includes(key)) {
      return refusal(key, `\`${key}\` is not a query key of the ${name} read.`, ['locale', ...shape.keys]);
    }
    const check = {
      filters: () => filtersRefusal(value, shape),
      populate: () => populateRefusal(value, shape),
      fields: () => namesRefusal('fields', value, shape.fields),
      sort: () => sortRefusal(value, shape),
      pagination: () => paginationRefusal(value),
    }[key as ReadShape['keys'][number]];
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

function plainRefusal(query: Query, route: PlainRoute, name: string): QueryRefusal | null {
  for (const [key, value] of Object.entries(query)) {
    if (!route.keys.includes(key)) return refusal(key, `\`${key}\` is not a query key of the ${name}.`, route.keys);
    const problem = scalarRefusal(key, value);
    if (problem) return problem;
  }
  return null;
}

/**
 * The path as Strapi's router matches it: in any case (`/API/Products`), percent-decoded, with
 * repeated slashes as one, so no spelling of a route slips past its shape.
 */
export function routedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: matched as sent.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/');
}

/**
 * Why the query of a content API read (`GET`/`HEAD /api/…`) is refused, or null when it is one of
 * the shapes the shop's clients send (src/middlewares/public-query-shapes.ts): per content type
 * its filter fields and operators (never `$or`/`$and`/`$not` or a relation's relation), populate
 * one level deep, fields, sort fields, paging (pageSize ≤ 100, page ≤ 1,000) and locale. Any other
 * `/api/…` path takes no query.
 *
 * @param path the request's path (`/api/products`)
 * @param query Strapi's parsed query (qs: nested objects and lists)
 */
export function publicQueryRefusal(path: string, query: Query): QueryRefusal | null {
  const read = PUBLIC_READS.find((each) => each.path.test(routedPath(path)));
  if (!read) {
    const [key] = Object.keys(query);
    return key === undefined ? null : refusal(key, `\`${path}\` takes no query.`, []);
  }
  return 'filters' in read.shape
    ? shapeRefusal(query, read.shape, read.name)
    : plainRefusal(query, read.shape, read.name);
}

/** SQLSTATE `query_canceled`: the statement ran past the database's `statement_timeout`. */
const QUERY_CANCELED = '57014';

/** True when `error`, or an error it wraps, is a statement the database cancelled (its timeout). */
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if ((error as { code?: unknown }).code === QUERY_CANCELED) return true;
  return isStatementTimeout((error as { cause?: unknown }).cause, depth + 1);
}

/** The JSON answer's size in bytes, and its text when the body was still an object. */
function answerSize(body: unknown): { bytes: number; text?: string } | null {
  if (typeof body === 'string' || Buffer.isBuffer(body)) return { bytes: Buffer.byteLength(body) };
  if (!body || typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  const text = JSON.stringify(body);
  return { bytes: Buffer.byteLength(text), text };
}

/**
 * `global::public-query`, after `strapi::query` and before the catalogue's caches: every content
 * API read (`GET`/`HEAD /api/…`, anonymous, staff and services alike) whose query is not one of the
 * shop's own shapes ({@link publicQueryRefusal}) answers `400 invalid_query` before any database
 * work, `details: { key, allowed? }` naming the refused key (docs/api.md "Query shapes"). A read
 * whose JSON answer is larger than `shop.maxAnswerBytes` (`CMS_MAX_ANSWER_BYTES`) answers `400
 * answer_too_large` instead of it. A read the database cancelled at its statement timeout
 * (`CMS_DATABASE_STATEMENT_TIMEOUT_MS`, SQLSTATE 57014) answers `503 service_unavailable` with
 * `Retry-After: 5`, never a 500. Other requests pass untouched.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !routedPath(ctx.path).startsWith('/api/')) return next();
    const refused = publicQueryRefusal(ctx.path, ctx.query as Query);
    if (refused) {
      const { message, ...details } = refused;
      return refuseQuery(ctx, message, details);
    }
    try {
      await next();
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      answerStrapiRouteError(ctx, 503, 'service_unavailable', 'This read took too long to answer; please try again.');
      ctx.set('Retry-After', '5');
      return;
    }
    if (ctx.status !== 200) return;
    const size = answerSize(ctx.body);
    if (!size) return;
    const maxBytes = strapi.config.get<number>('shop.maxAnswerBytes');
    if (size.bytes > maxBytes) {
      answerStrapiRouteError(
        ctx,
        400,
        'answer_too_large',
        `The answer to this read would be ${size.bytes} bytes, more than the ${maxBytes} the CMS sends; ask for a smaller page (pagination[pageSize]) or fewer fields.`,
        { bytes: size.bytes, maxBytes },
      );
      ctx.remove('ETag');
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    if (size.text !== undefined) {
      // Serialized once: Koa would otherwise write the object out again.
      const type = ctx.response.get('Content-Type');
      ctx.body = size.text;
      ctx.set('Content-Type', type || 'application/json; charset=utf-8');
    }
  };
