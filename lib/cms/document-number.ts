/**
 * Payload numbers the documents of a collection with PostgreSQL's `integer`: a larger number
 * names no document, and asked for, it fails the query instead of finding nothing.
 */
const LARGEST_DOCUMENT_NUMBER = 2_147_483_647;

/** A document's number as text (a training's id, as registrations and addresses carry it): 1 to PostgreSQL's largest integer, digits only. */
export const isDocumentNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= LARGEST_DOCUMENT_NUMBER;
