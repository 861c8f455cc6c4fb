/**
 * Payload's REST API answers a hostile or broken address with a 4xx, never a 500: an id that is
 * not a document number, or paging values that are not whole numbers, through Payload's own
 * request handling in this process (as `/api/…` is served), without a session.
 */
import { handleEndpoints } from 'payload';
import { describe, expect, it } from 'vitest';
import { lexicalBody } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';

const SITE = 'http://localhost:3000';

describe('Payload’s REST API given malformed ids and paging values', () => {
  const cms = cmsOnFreshDatabase();
  const get = async (pathname: string) => (await handleEndpoints({ config: cms.payload.config, request: new Request(`${SITE}/api${pathname}`) })).status;

  it('answers 404 for an id that names no document, 400 for paging that is not a whole number, and 200 for good ones', async () => {
    const sent = await cms.payload.create({ collection: 'campaigns', data: { subject: 'Budget 2026 highlights', body: lexicalBody('The Budget in brief.'), topics: ['insights'], status: 'draft' } });
    await cms.payload.update({ collection: 'campaigns', id: sent.id, data: { status: 'sent', sentAt: '2026-06-13T12:00:00Z' } });

    for (const collection of ['campaigns', 'services', 'media', 'documents']) {
      for (const id of ['abc', '1.5', '99999999999999999999', '-1', '0', '%20', '1e3']) {
        expect(await get(`/${collection}/${id}`), `/api/${collection}/${id}`).toBe(404);
      }
    }
    for (const query of ['limit=99999999999999999999', 'limit=-1', 'limit=ten', 'page=-1', 'page=0', 'page=1.5']) {
      expect(await get(`/campaigns?${query}`), `/api/campaigns?${query}`).toBe(400);
    }
    // The same addresses, well formed: the archive's campaign, and a page of them.
    expect(await get(`/campaigns/${sent.id}`)).toBe(200);
    expect(await get('/campaigns?limit=5&page=1')).toBe(200);
    expect(await get('/campaigns/2147483647')).toBe(404);
  });
});
