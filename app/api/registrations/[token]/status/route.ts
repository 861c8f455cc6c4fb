import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { answerRegistrationStatus } from '@/lib/registrations/visitor-json';

/** GET /api/registrations/<token>/status: what the status page polls while a payment is pending (lib/registrations/visitor-json.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  return answerRegistrationStatus((await params).token, defaultRegistrationDeps);
}
