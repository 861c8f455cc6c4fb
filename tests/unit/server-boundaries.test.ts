/**
 * The lint check that keeps the server's lifecycle in `server.ts`: outside it (and the tests),
 * patching `http.Server.prototype`, replacing `process.exit` or handling a stop signal fails
 * `npm run lint`; and outside `lib/server/response-tap.ts` (server.ts included), so does
 * replacing a method of an object such as a response.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('the server boundary lint check', () => {
  it.each([
    ['http.Server.prototype.emit = function emit() { return true; };', 'Do not patch prototypes'],
    ['process.exit = (() => undefined) as never;', 'Do not replace process.exit'],
    ["process.on('SIGTERM', () => undefined);", 'Only server.ts handles the stop signals'],
    ["process.once('SIGINT', () => undefined);", 'Only server.ts handles the stop signals'],
    ["for (const handler of process.listeners('SIGTERM')) process.off('SIGTERM', handler);", 'Only server.ts handles the stop signals'],
  ])('refuses `%s` in lib/', async (code, message) => {
    const errors = await boundaryErrors(`import http from 'node:http';\nvoid http;\n${code}\n`, 'lib/some-module.ts');
    expect(errors.join(' | ')).toContain(message);
  });

  it.each([
    ['const write = response.write;\nresponse.write = function held(this: http.ServerResponse, ...args: never[]) { return write.apply(this, args); } as never;'],
    ['response.end = (() => response) as never;'],
    ['response.writeHead = response.writeHead.bind(response);'],
    ["Object.defineProperty(response, 'flushHeaders', { value: () => undefined });"],
    ['Object.assign(response, { end: () => response });'],
  ])('refuses `%s` outside the response tap, in server.ts too', async (code) => {
    const source = `import http from 'node:http';\ndeclare const response: http.ServerResponse;\n${code}\n`;
    for (const filePath of ['lib/security/some-stage.ts', 'server.ts']) {
      expect((await boundaryErrors(source, filePath)).join(' | '), filePath).toContain("Do not replace an object's methods");
    }
    expect(await boundaryErrors(source, 'lib/server/response-tap.ts')).toEqual([]);
  });

  it('allows them in server.ts, and ordinary code anywhere', async () => {
    expect(await boundaryErrors("process.on('SIGTERM', () => undefined);\n", 'server.ts')).toEqual([]);
    expect(await boundaryErrors("process.on('exit', () => undefined);\nprocess.exitCode = 1;\n", 'lib/some-module.ts')).toEqual([]);
    // A field that holds a function is not a patch, nor is an object built with such names.
    const ordinary = 'const state: { stop?: () => void } = {};\nstate.stop = () => undefined;\nconst stream = { end: () => undefined };\nvoid stream;\n';
    expect(await boundaryErrors(ordinary, 'lib/some-module.ts')).toEqual([]);
  });
});
