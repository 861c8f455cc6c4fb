/**
 * What Payload's "create first user" screen shows instead (`admin.components.views.createFirstUser`):
 * staff accounts are never made through the website, so the screen says how to make one on the
 * server. Payload shows it on a site without accounts, and at its address on one with them, so its
 * words hold for both and say nothing of which it is; the registration itself is refused by the
 * users collection (lib/cms/collections/Users/index.ts).
 */
import Link from 'next/link';
import { CREATE_USER_COMMAND } from '../../lib/cms/collections/Users';

export function NoFirstUser() {
  return (
    <div className="no-first-user">
      <h1>Staff accounts are made on the server</h1>
      <p>No account is ever made through the website. Whoever runs the server makes one there, the first as any other:</p>
      <pre>{CREATE_USER_COMMAND}</pre>
      <p>
        The command asks for the password, and prints the code to add to an authenticator app. Then <Link href="/admin/login">sign in</Link>.
      </p>
    </div>
  );
}
