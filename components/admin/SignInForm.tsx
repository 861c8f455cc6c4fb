'use client';
import { useState } from 'react';
import styles from './SignIn.module.css';

type Props = { next: string; forgotPath: string };

type Failure = { errors?: { message?: string }[]; message?: string };

/** Email, password and authenticator code, sent to Payload's sign-in endpoint. */
export function SignInForm({ next, forgotPath }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password'), totp: form.get('totp') }),
      });
      if (response.ok) {
        window.location.assign(next);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as Failure;
      setError(body.errors?.[0]?.message ?? body.message ?? 'Sign-in failed. Please try again.');
    } catch {
      setError('The site could not be reached. Check your connection and try again.');
    }
    setBusy(false);
  }

  return (
    <form className="login__form" onSubmit={signIn} aria-busy={busy} noValidate>
      <h1>Staff sign-in</h1>
      <div className="field-type email">
        <label className="field-label" htmlFor="sign-in-email">
          Email
        </label>
        <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="field-type password">
        <label className="field-label" htmlFor="sign-in-password">
          Password
        </label>
        <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className="field-type text">
        <label className="field-label" htmlFor="sign-in-totp">
          Code from your authenticator app
        </label>
        <input
          id="sign-in-totp"
          name="totp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          aria-describedby="sign-in-totp-help"
        />
        <p id="sign-in-totp-help" className={`field-description ${styles.help}`}>
          Needed for accounts that handle enquiries and bookings. Editors may leave it empty.
        </p>
      </div>
      <p role="alert" className="sign-in__error">
        {error}
      </p>
      <p>
        <a href={forgotPath}>Forgot your password?</a>
      </p>
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
