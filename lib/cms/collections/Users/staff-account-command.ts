/** What staff are told to run for an account. */
export const CREATE_USER_COMMAND = 'npm run admin:create-user -- --email ADDRESS --role admin';

/**
 * The `req.context` flag with which `npm run admin:create-user` asks Payload to create an
 * account. Context is set only by the server's own code: no request can carry it.
 */
export const STAFF_ACCOUNT_COMMAND = 'kilele.staffAccountCommand';
