import { Button } from '@/components/ui/Button';

type ConsentButtonProps = { action: string; token: string; label: string };

/**
 * The one button of a newsletter link's page: a plain form post, so it works without
 * JavaScript, and the only thing on the page that changes the subscription.
 */
export function ConsentButton({ action, token, label }: ConsentButtonProps) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      <Button type="submit">{label}</Button>
    </form>
  );
}
