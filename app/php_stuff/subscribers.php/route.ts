import { handleJsonSubmission } from '@/lib/forms/json-endpoint';

/** POST /php_stuff/subscribers.php, body {"form_data": {"email"}}: the newsletter sign-up. */
export function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, 'subscribe');
}
