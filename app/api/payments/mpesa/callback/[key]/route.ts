import { after } from 'next/server';
import { getServerConfig } from '@/lib/config';
import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { handleMpesaCallback } from '@/lib/registrations/mpesa-callback';

/** POST /api/payments/mpesa/callback/<key>: Daraja's STK callback (lib/registrations/mpesa-callback.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  return handleMpesaCallback(request, key, { settings: getServerConfig().mpesa, defer: after, registrationDeps: defaultRegistrationDeps });
}
