/**
 * The Nu HTML Checker (vnu-jar, run locally on Java) over pages' server-rendered HTML, in one
 * batch: the errors it finds (fatal ones included), each named by its page. Every error is
 * counted: nothing is filtered out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

export type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

export type HtmlError = { page: string; message: VnuMessage };

/** Checks each page's HTML (`page` names it in the errors); the errors, in the checker's order. */
export function htmlErrors(pages: ReadonlyArray<{ page: string; html: string | Buffer }>): HtmlError[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'kp-vnu-'));
  try {
    /** file name → page, to report errors by page */
    const files = new Map<string, string>();
    for (const { page, html } of pages) {
      const file = path.join(folder, `${String(files.size).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      files.set(file, page);
    }
    const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.error) throw new Error('Could not run the Nu HTML Checker (java)', { cause: result.error });
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
    } catch (error) {
      throw new Error(`The Nu HTML Checker did not answer JSON (exit ${result.status}):\n${result.stderr}`, { cause: error });
    }
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error')
      .map((message) => ({ page: message.url ? (files.get(new URL(message.url).pathname) ?? message.url) : '?', message }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line per error: the page, the line and the message, with the start of its extract. */
export function describeHtmlError({ page, message }: HtmlError): string {
  const extract = message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}` : '';
  return `${page}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
}
