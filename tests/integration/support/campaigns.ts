/** Newsletter campaigns for the tests: a Lexical body of paragraphs, and a campaign made through the admin. */
import type { Payload } from 'payload';
import type { SubscriberTopic } from '../../../content/newsletter-topics';

/** A Lexical editor state of one paragraph per text. */
export function lexicalBody(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      })),
    },
  };
}

/** A draft campaign to `topics`; resolves its id. */
export async function draftCampaign(payload: Payload, subject: string, topics: SubscriberTopic[], text = `${subject}: the details.`): Promise<number> {
  const doc = await payload.create({ collection: 'campaigns', data: { subject, body: lexicalBody(text), topics, status: 'draft' } });
  return doc.id;
}
