import { APIError, type CollectionBeforeOperationHook } from 'payload';
import { CREATE_USER_COMMAND, STAFF_ACCOUNT_COMMAND } from '../staff-account-command';

/** No account is made unless the command asks: not by the admin, the APIs or the first-user registration. */
export const onlyTheCommandCreates: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && req.context[STAFF_ACCOUNT_COMMAND] !== true) {
    throw new APIError(`Staff accounts are made on the server: ${CREATE_USER_COMMAND}`, 403, {}, true);
  }
  return args;
};
