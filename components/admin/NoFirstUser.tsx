/**
 * What Payload's "create first user" screen shows instead (`admin.components.views.createFirstUser`):
 * staff accounts are never made through the website, so the screen says how to make one on the
 * server. Payload shows it on a site without accounts, at whatever address it was reached; the
 * registration itself is refused by the users collection (lib/cms/collections/Users/index.ts).
 */
import Link from 'next/link';
import { CREATE_USER_COMMAND } from '../../lib/cms/collections/Users';

export function NoFirstUser() {
  return (
    <div className="no-first-user">
      <h1>No staff account yet</h1>
      <p>Staff accounts are never made through the website. Whoever runs the server makes the first one there:</p>
      <pre>{CREATE_USER_COMMAND}</pre>
      <p>
        The command asks for the password, and prints the code to add to an authenticator app. Then <Link href="/admin/login">sign in</Link>.
      </p>
    </div>
  );
}
