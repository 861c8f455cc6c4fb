import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { answerTrainingSeats } from '@/lib/registrations/visitor-json';
import { withRequestLog } from '@/lib/request-log';

/** GET /api/trainings/<id>/seats: the seats-left figure a training's static page shows (lib/registrations/visitor-json.ts), with its request line in the log. */
export const GET = withRequestLog(async (_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> =>
  answerTrainingSeats((await params).id, defaultRegistrationDeps),
);
