/**
 * Hostile or broken addresses of Payload's REST API get a 4xx, not a 500. Payload hands a
 * document's id and the paging values to the database as they came, so `/api/campaigns/abc`,
 * `/api/media/1.5`, `?limit=99999999999999999999` or `?page=-1` failed the query (a 500 and an
 * error in the log) before any access rule was asked. Every collection runs this first.
 */
import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound, ValidationError } from 'payload';
import { isDocumentNumber } from './document-number';

/** A whole number from `least` up, as a number or as digits (how REST queries arrive). */
function isWholeNumber(value: unknown, least: number): boolean {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= least;
}

export const refuseMalformedQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const query = args as { id?: unknown; limit?: unknown; page?: unknown };
  // Collections numbered by PostgreSQL (no id of their own): any other id names no document.
  if (!req.payload.collections[collection.slug]?.customIDType && query.id !== undefined && query.id !== null && !isDocumentNumber(String(query.id))) {
    throw new NotFound(req.t);
  }
  // A 400 logged at Payload's info level, as its own refusals of bad input are (a ValidationError).
  const refuse = (path: string, message: string) => new ValidationError({ collection: collection.slug, errors: [{ path, message }], req }, req.t);
  if (query.limit !== undefined && query.limit !== null && !isWholeNumber(query.limit, 0)) throw refuse('limit', 'limit must be a whole number, 0 or more.');
  if (query.page !== undefined && query.page !== null && !isWholeNumber(query.page, 1)) throw refuse('page', 'page must be a whole number, 1 or more.');
  return args;
};

/** `collection` with {@link refuseMalformedQueries} before its own hooks. */
export const refusingMalformedQueries = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseMalformedQueries, ...(collection.hooks?.beforeOperation ?? [])] },
});
