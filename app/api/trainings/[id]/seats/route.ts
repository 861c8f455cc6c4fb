import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { answerTrainingSeats } from '@/lib/registrations/visitor-json';

/** GET /api/trainings/<id>/seats: the seats-left figure a training's static page shows (lib/registrations/visitor-json.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerTrainingSeats((await params).id, defaultRegistrationDeps);
}
