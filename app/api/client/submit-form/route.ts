import { handleJsonSubmission } from '@/lib/forms/json-endpoint';

/** POST /api/client/submit-form, body {"data": {name, email, company, honey, subject, content}}. */
export function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, 'contact');
}
