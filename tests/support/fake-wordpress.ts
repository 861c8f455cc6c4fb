/**
 * A real HTTP server standing in for WordPress: it serves the recorded REST response of the
 * bundled sample feed page by page, as `/wp-json/wp/v2/posts?_embed&per_page=&page=` does,
 * and can be told to fail in the ways a real blog does.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import recorded from '@/lib/articles/sample-feed/posts.json' with { type: 'json' };

export type WordPressMode = 'ok' | 'error' | 'garbage' | 'hang' | 'not-a-list';

export type FakeWordPress = {
  /** Base URL to use as `WORDPRESS_URL`. */
  url: string;
  port: number;
  posts: Record<string, unknown>[];
  mode: WordPressMode;
  requests: string[];
  /** Stops accepting connections (connection refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** A post shaped like the recorded ones, with a new id, slug and title, and optionally its own featured image. */
export function makePost(id: number, slug: string, title: string, date: string, imageUrl?: string): Record<string, unknown> {
  const template = structuredClone(recorded[0]) as Record<string, unknown> & { _embedded: Record<string, unknown> };
  if (imageUrl) {
    template._embedded = {
      ...template._embedded,
      'wp:featuredmedia': [{ id: id + 1, source_url: imageUrl, alt_text: `${title} image`, media_details: { width: 1200, height: 675 } }],
    };
  }
  return {
    ...template,
    id,
    slug,
    date,
    date_gmt: date,
    modified: date,
    title: { rendered: title },
    link: `https://blog.kilele.example/article/${slug}/`,
  };
}

export async function startFakeWordPress(port = 0): Promise<FakeWordPress> {
  const hanging = new Set<ServerResponse>();
  const state: FakeWordPress = {
    url: '',
    port: 0,
    posts: structuredClone(recorded) as Record<string, unknown>[],
    mode: 'ok',
    requests: [],
    stop: async () => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
    start: () => listen(state.port),
    close: () => state.stop(),
  };

  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://wordpress.test');
    // Media uploads: any file under wp-content/uploads is one of the sample images.
    if (url.pathname.includes('/wp-content/uploads/')) {
      response.writeHead(200, { 'content-type': 'image/webp' }).end(readFileSync('public/images/articles/vat-compliance-for-growing-businesses.webp'));
      return;
    }
    if (!url.pathname.endsWith('/wp-json/wp/v2/posts')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"rest_no_route"}');
      return;
    }
    switch (state.mode) {
      case 'hang':
        hanging.add(response);
        return;
      case 'error':
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error establishing a database connection</h1>');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('<!DOCTYPE html><p>Maintenance</p>');
        return;
      case 'not-a-list':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"rest_forbidden"}');
        return;
      case 'ok': {
        const perPage = Number(url.searchParams.get('per_page') ?? 10);
        const page = Number(url.searchParams.get('page') ?? 1);
        const sorted = [...state.posts].sort((a, b) => String(b.date).localeCompare(String(a.date)));
        const totalPages = Math.max(1, Math.ceil(sorted.length / perPage));
        if (page > totalPages) {
          response.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"rest_post_invalid_page_number"}');
          return;
        }
        response
          .writeHead(200, {
            'content-type': 'application/json; charset=UTF-8',
            'x-wp-total': String(sorted.length),
            'x-wp-totalpages': String(totalPages),
          })
          .end(JSON.stringify(sorted.slice((page - 1) * perPage, page * perPage)));
      }
    }
  });

  function listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        state.port = (server.address() as AddressInfo).port;
        state.url = `http://127.0.0.1:${state.port}/article`;
        resolve();
      });
    });
  }

  await listen(port);
  return state;
}
