import { handleJsonSubmission } from '@/lib/forms/json-endpoint';

/** POST /api/client/book-appointment, body {"data": {name, email, phone, industry, service, honey, info}}. */
export function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, 'booking');
}
