/**
 * The M-Pesa settings (Daraja's STK Push): all six or none. With none, the site offers no
 * M-Pesa option and registrations are by invoice; with some but not all, the start stops and
 * names what is missing, since a half-set payment option would fail a visitor at the till.
 */
export const MPESA_VARIABLES = ['MPESA_ENV', 'MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY', 'MPESA_TYPE'] as const;

/** Daraja's hosts. `MPESA_API_URL` replaces them (a stand-in in tests). */
export const DARAJA_HOSTS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;

export type MpesaSettings = {
  env: keyof typeof DARAJA_HOSTS;
  apiUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill number, or for a till the number both as the shortcode and as `PartyB`. */
  shortcode: string;
  passkey: string;
  type: 'paybill' | 'till';
};

/**
 * The settings from the environment: undefined when none is set; otherwise all of them, or a
 * list of what is wrong, one line per variable.
 */
export function parseMpesaSettings(env: Record<string, string | undefined>): { ok: true; settings: MpesaSettings | undefined } | { ok: false; problems: string[] } {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = MPESA_VARIABLES.filter((name) => value(name) !== undefined);
  if (set.length === 0) return { ok: true, settings: undefined };
  const problems = MPESA_VARIABLES.filter((name) => value(name) === undefined).map(
    (name) => `${name}: must be set with the other M-Pesa settings (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set); set all six or none`,
  );
  const mpesaEnv = value('MPESA_ENV');
  if (mpesaEnv !== undefined && mpesaEnv !== 'sandbox' && mpesaEnv !== 'production') problems.push('MPESA_ENV: must be sandbox or production');
  const type = value('MPESA_TYPE');
  if (type !== undefined && type !== 'paybill' && type !== 'till') problems.push('MPESA_TYPE: must be paybill or till');
  const shortcode = value('MPESA_SHORTCODE');
  if (shortcode !== undefined && !/^\d{5,7}$/.test(shortcode)) problems.push('MPESA_SHORTCODE: must be the paybill or till number (5 to 7 digits)');
  const apiUrl = value('MPESA_API_URL');
  if (apiUrl !== undefined && !(URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol))) {
    problems.push('MPESA_API_URL: must be a URL like https://sandbox.safaricom.co.ke');
  }
  if (problems.length > 0) return { ok: false, problems };
  const environment = mpesaEnv as MpesaSettings['env'];
  return {
    ok: true,
    settings: {
      env: environment,
      apiUrl: (apiUrl ?? DARAJA_HOSTS[environment]).replace(/\/+$/, ''),
      consumerKey: value('MPESA_CONSUMER_KEY')!,
      consumerSecret: value('MPESA_CONSUMER_SECRET')!,
      shortcode: shortcode!,
      passkey: value('MPESA_PASSKEY')!,
      type: type as MpesaSettings['type'],
    },
  };
}
