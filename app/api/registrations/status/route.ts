import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { registrationStatusHandler } from '@/lib/registrations/visitor-json';

export const dynamic = 'force-dynamic';

/** GET /api/registrations/status?token=…: what the status page polls while a payment is pending (lib/registrations/visitor-json.ts). */
export const GET = registrationStatusHandler(defaultRegistrationDeps);
