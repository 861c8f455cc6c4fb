import { APIError, type CollectionBeforeChangeHook } from 'payload';
import { needsSecondFactor } from '../../../sign-in';

type StoredUser = { id: number; totpSecret?: string | null };

// Errors carry data (`{}`): Payload shows an error's message only then, or by its class name,
// which the production build shortens.

/** An account may get a role that reads leads only if it has a second factor (made by the command). */
export const secondFactorBeforeLeadsRole: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !needsSecondFactor(data.role) || data.role === originalDoc?.role) return data;
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: originalDoc?.id } } })) as StoredUser | null;
  if (!stored?.totpSecret) {
    throw new APIError(
      `${data.role === 'admin' ? 'An admin' : 'A leads'} account reads people's personal data and needs a second factor. Make the account again with npm run admin:create-user.`,
      400,
      {},
      true,
    );
  }
  return data;
};
