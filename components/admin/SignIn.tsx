/**
 * The admin's sign-in screen, in place of Payload's own (`admin.components.views.login`): the
 * same email and password, plus the code from an authenticator app, which accounts that read
 * leads must give (lib/cms/second-factor.ts). It posts to Payload's `/api/users/login`.
 */
import type { AdminViewServerProps } from 'payload';
import { getSafeRedirect } from 'payload/shared';
import { redirect } from 'next/navigation';
import { SignInForm } from './SignInForm';

export function SignIn({ initPageResult, searchParams }: AdminViewServerProps) {
  const adminRoute = initPageResult.req.payload.config.routes.admin;
  const next = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: searchParams?.redirect ?? '' });
  if (initPageResult.req.user) redirect(next);
  return <SignInForm next={next} forgotPath={`${adminRoute}/forgot`} />;
}
