import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, isFrameworkScript } from '@/lib/security/csp';

/** A runtime as React writes it, read from the react-dom that Next serves pages with. */
function reactRuntime(name: string): string {
  const source = readFileSync('node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js', 'utf8');
  const found = new RegExp(`${name} = stringToPrecomputedChunk\\(\\s*'((?:[^'\\\\]|\\\\.)*)'\\s*\\)`).exec(source);
  if (!found) throw new Error(`react-dom has no ${name}`);
  return JSON.parse(`"${found[1]!.replaceAll('"', '\\"').replaceAll("\\'", "'")}"`) as string;
}

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

const initialiser = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('the script policy', () => {
  it('allows scripts from this origin and the given hashes, and never unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha256(flight)] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha256(flight)}`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('loosens the script sources only for the development server', () => {
    expect(contentSecurityPolicy({ development: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});

describe('recognising the framework’s inline scripts', () => {
  it('accepts React’s instructions for a streamed Suspense boundary, and nothing dressed up as them', () => {
    expect(isFrameworkScript('requestAnimationFrame(function(){$RT=performance.now()});')).toBe(true);
    expect(isFrameworkScript('$RC("B:1","S:1")')).toBe(true);
    expect(isFrameworkScript('$RC("B:1","S:1");alert(1)')).toBe(false);
    expect(isFrameworkScript('alert(1);$RC("B:1","S:1")')).toBe(false);
    expect(isFrameworkScript('$RB=[];$RV=function(a){fetch("//evil.example")};$RC("B:0","S:0")')).toBe(false);
    expect(isFrameworkScript('$RC("B:1",alert(1))')).toBe(false);
  });

  it('accepts a boundary whose content brings stylesheets, after the runtimes React sends, as a draft’s preview streams it', () => {
    const styles = reactRuntime('completeBoundaryWithStylesScript1FullPartial').slice(0, -'$RR("'.length);
    const move = reactRuntime('completeBoundaryScriptFunctionOnly');
    const retry = reactRuntime('clientRenderScriptFunctionOnly');
    const call = '$RR("B:2","S:2",[["/_next/static/chunks/0a1b2c.css","next"],["/_next/static/chunks/3d4e.css"]])';
    expect(isFrameworkScript(styles + call)).toBe(true);
    expect(isFrameworkScript(retry + move + styles + call)).toBe(true);
    expect(isFrameworkScript('$RR("B:3","S:3",[["/_next/static/chunks/0a1b2c.css","next"]])')).toBe(true);
    expect(isFrameworkScript(`${move}$RC("B:1","S:1")`)).toBe(true);

    // Anything else in the list, around the call or in the runtime is refused.
    expect(isFrameworkScript('$RR("B:3","S:3",[["/a.css","next"],alert(1)])')).toBe(false);
    expect(isFrameworkScript('$RR("B:3","S:3",[["/a.css",1]])')).toBe(false);
    expect(isFrameworkScript('$RR("B:3","S:3",{"href":"/a.css"})')).toBe(false);
    expect(isFrameworkScript('$RR("B:3","S:3",[["/a.css","next"]]);alert(1)')).toBe(false);
    expect(isFrameworkScript(`alert(1);${styles}${call}`)).toBe(false);
    expect(isFrameworkScript(styles.replace('CSS failed to load', 'CSS failed to loaf') + call)).toBe(false);
  });

  it('accepts Next’s script that moves a streamed page’s icons into the head, exactly as Next writes it', () => {
    const source = readFileSync('node_modules/next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js', 'utf8');
    const script = /const REINSERT_ICON_SCRIPT = `\\\n([^`]*)`;/.exec(source)?.[1];
    expect(script).toContain('document.head.appendChild(el)');
    expect(isFrameworkScript(script!)).toBe(true);
    expect(isFrameworkScript(`${script!};alert(1)`)).toBe(false);
    expect(isFrameworkScript(script!.replace('document.head', 'document.body'))).toBe(false);
  });

  it('accepts Next’s initialiser, flight data and Turbopack’s chunk list', () => {
    expect(isFrameworkScript(initialiser)).toBe(true);
    expect(isFrameworkScript(flight)).toBe(true);
    expect(isFrameworkScript(turbopack)).toBe(true);
  });

  it('accepts the initialiser followed by the state of a form posted without JavaScript', () => {
    const state = 'self.__next_f.push([2,[{"status":"invalid","values":{"name":"\\u003cscript>"}}]])';
    expect(isFrameworkScript(`${initialiser};${state}`)).toBe(true);
    expect(isFrameworkScript(`${initialiser};alert(1)`)).toBe(false);
    expect(isFrameworkScript(`${initialiser};${state};alert(1)`)).toBe(false);
  });

  it('rejects anything that does more than hand JSON data to the framework', () => {
    expect(isFrameworkScript('alert(1)')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1])')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isFrameworkScript(`${initialiser};alert(1)`)).toBe(false);
    expect(isFrameworkScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("//x"));')).toBe(
      false,
    );
  });
});

describe('hashing the inline scripts of a page', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    `<script id="_R_">${turbopack}</script>`,
    '<script type="application/ld+json">{"@type":"AccountingService"}</script>',
    '</head><body>',
    `<script>${initialiser}</script>`,
    `<script>${flight}</script>`,
    `<script>${flight}</script>`,
    '<script>alert(document.cookie)</script>',
    '</body></html>',
  ].join('');

  it('hashes each framework script once and counts the others, which stay blocked', () => {
    const { hashes, unrecognised } = inlineScriptHashes(page);
    expect(hashes.sort()).toEqual([sha256(initialiser), sha256(flight), sha256(turbopack)].sort());
    expect(hashes).not.toContain(sha256('alert(document.cookie)'));
    expect(unrecognised).toBe(1);
  });

  it('ignores external scripts and data blocks', () => {
    const { hashes, unrecognised } = inlineScriptHashes(
      '<script src="/x.js"></script><script type="application/ld+json">alert(1)</script><script type="application/json">{}</script>',
    );
    expect(hashes).toEqual([]);
    expect(unrecognised).toBe(0);
  });

  it('treats module scripts and odd casing as executable', () => {
    const { unrecognised } = inlineScriptHashes('<SCRIPT type="module">alert(1)</SCRIPT ><script type=text/javascript>x()</script>');
    expect(unrecognised).toBe(2);
  });
});
