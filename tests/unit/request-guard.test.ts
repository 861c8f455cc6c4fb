import { describe, expect, it } from 'vitest';
import { withDotSegmentsResolved } from '@/lib/http';
import { isDecodablePath, isRoutableTarget, isShallowJson, unreadableFormPost } from '@/lib/security/request-guard';

describe('paths that are not valid percent-encoding', () => {
  it.each(['/team/%ff', '/service/100%', '/insights/article/%E0%A4%A', '/kp-trainings/%c0%af'])('%s is refused', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each(['/', '/team/jane-doe', '/insights/article/caf%C3%A9', '/insights/articles?year=%ff'])('%s passes (the query is Next’s to read)', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });
});

describe('request targets Next can route', () => {
  it.each(['*', 'http://evil.example/', 'api/users', '/api/documents/file/x.pdf%00', '/x%00y?z', '/a\u0000b'])('%s is refused', (target) => {
    expect(isRoutableTarget(target)).toBe(false);
  });

  it.each(['/', '/api/documents/file/x.pdf', '/search?q=%00'])('%s passes', (target) => {
    expect(isRoutableTarget(target)).toBe(true);
  });
});

describe('JSON an action field may hold', () => {
  it('accepts the shapes React sends', () => {
    expect(isShallowJson('[{"status":"idle","message":"","errors":{},"values":{}},"$K1"]')).toBe(true);
    expect(isShallowJson('{"id":"7f3a","bound":"$@1"}')).toBe(true);
    expect(isShallowJson('"a string with [[[ brackets and \\" quotes"')).toBe(true);
  });

  it('refuses what is not JSON, and nesting deep enough to overflow a decoder', () => {
    expect(isShallowJson('[{')).toBe(false);
    expect(isShallowJson('')).toBe(false);
    expect(isShallowJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toBe(false);
    expect(isShallowJson(`${'['.repeat(65)}${']'.repeat(65)}`)).toBe(false);
    expect(isShallowJson(`${'['.repeat(64)}${']'.repeat(64)}`)).toBe(true);
  });
});

const multipart = (parts: [string, string][], { end = true } = {}) =>
  Buffer.from(
    parts.map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + (end ? '--x--\r\n' : ''),
  );
const formHeaders = { 'content-type': 'multipart/form-data; boundary=x' };
const browserHeaders = { 'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryAbC' };
const browserBody = Buffer.from('------WebKitFormBoundaryAbC\r\nContent-Disposition: form-data; name="name"\r\n\r\nWanjiru\r\n------WebKitFormBoundaryAbC--\r\n');

describe('form posts Next could not read', () => {
  it('passes a well-formed post without JavaScript, and one the forms’ script sends', async () => {
    const noScript = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'],
      ['$ACTION_1:1', '[{"status":"idle"}]'],
      ['$ACTION_KEY', 'k0'],
      ['name', '[{ not json, and that is fine'],
    ]);
    expect(await unreadableFormPost(formHeaders, noScript)).toBeUndefined();
    const scripted = multipart([['0', '[{"status":"idle"},"$K1"]'], ['1_name', 'Wanjiru']]);
    expect(await unreadableFormPost({ ...formHeaders, 'next-action': 'abc' }, scripted)).toBeUndefined();
    expect(await unreadableFormPost({ 'content-type': 'text/plain', 'next-action': 'abc' }, Buffer.from('[{},"x"]'))).toBeUndefined();
    expect(await unreadableFormPost({ 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('a=[{'))).toBeUndefined();
    // A browser's boundary has capitals, and must be matched as it is.
    expect(await unreadableFormPost(browserHeaders, browserBody)).toBeUndefined();
  });

  it('names a multipart body that does not parse', async () => {
    expect(await unreadableFormPost(formHeaders, Buffer.from('garbage'))).toMatch(/does not parse/);
    expect(await unreadableFormPost(formHeaders, multipart([['a', 'b']], { end: false }))).toMatch(/does not parse/);
  });

  it('names tampered action state: not JSON, or nested too deep', async () => {
    expect(await unreadableFormPost(formHeaders, multipart([['$ACTION_1:1', '[{']]))).toMatch(/\$ACTION_1:1/);
    const deep = `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`;
    expect(await unreadableFormPost(formHeaders, multipart([['$ACTION_1:1', deep]]))).toMatch(/nested too deep/);
    expect(await unreadableFormPost({ ...formHeaders, 'next-action': 'abc' }, multipart([['0', '[{']]))).toMatch(/field 0/);
    expect(await unreadableFormPost({ 'content-type': 'text/plain', 'next-action': 'abc' }, Buffer.from('[{'))).toMatch(/action body/);
  });
});

describe('dot segments, resolved as Next resolves them before it routes', () => {
  it('resolves `.` and `..` in every spelling, keeping the query as sent', () => {
    const cases: [string, string][] = [
      ['/api/users/./first-register', '/api/users/first-register'],
      ['/api/users/x/../first-register', '/api/users/first-register'],
      ['/api/users/%2e/first-register', '/api/users/first-register'],
      ['/api/users/%2E/first-register', '/api/users/first-register'],
      ['/api/users/x/%2e%2e/login', '/api/users/login'],
      ['/api/users/x/%2E%2e/login?x=1', '/api/users/login?x=1'],
      ['/insights/a/../unknown-post?page=2#top', '/insights/unknown-post?page=2#top'],
      ['/../../etc/passwd', '/etc/passwd'],
      ['//evil.example/../x', '//x'],
    ];
    for (const [sent, routed] of cases) expect(withDotSegmentsResolved(sent), sent).toBe(routed);
  });

  it('leaves every other path exactly as sent', () => {
    for (const path of ['/', '/api/users/login', '/a.b/c..d/.e', '/api//users/login', '/API/Users', '/a%2fb', '/search?q=../x', '/x;y=1']) {
      expect(withDotSegmentsResolved(path), path).toBe(path);
    }
  });
});
