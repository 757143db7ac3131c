import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appearanceScript } from '#core/ssg/appearance-script.ts';
import { cspHash, cspHeader, InlineScriptHashes, inlineScripts, scriptHashesOf, scriptSrcDirective } from '#core/ssg/csp.ts';

describe('inline scripts and their CSP hashes', () => {
  it('finds inline code only: not src= scripts, not JSON data, not empty tags', () => {
    const html = [
      '<script>a()</script>',
      '<script defer src="/static/js/index.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<SCRIPT type="module">\nb()\n</SCRIPT >',
      '<script></script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['a()', '\nb()\n']);
  });

  it('hashes the exact text between the tags, as browsers do', () => {
    const script = appearanceScript(true);
    const expected = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(cspHash(script)).toBe(`'sha256-${expected}'`);
    expect(scriptSrcDirective([cspHash('b'), cspHash('a'), cspHash('b')])).toBe(`script-src 'self' ${[cspHash('a'), cspHash('b')].sort().join(' ')}`);
  });

  it('makes one header line covering every HTML file of the output', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-csp-'));
    try {
      await fs.mkdir(path.join(dir, 'guide'));
      await fs.writeFile(path.join(dir, 'index.html'), '<head><script>one()</script></head>');
      await fs.writeFile(path.join(dir, 'guide/a.html'), '<head><script>one()</script><script>two()</script></head>');
      const header = await cspHeader(dir);
      expect(header).toBe(`Content-Security-Policy: ${scriptSrcDirective([cspHash('one()'), cspHash('two()')])}`);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the documents it saw written as they were, and reads every other HTML file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-csp-'));
    try {
      await fs.mkdir(path.join(dir, 'guide'));
      // On disk the seen document says something else: it is not read again.
      await fs.writeFile(path.join(dir, 'guide/a.html'), '<script>not read()</script>');
      await fs.writeFile(path.join(dir, 'extra.html'), '<script>from public()</script>');
      const known = new InlineScriptHashes();
      known.add(path.join('guide', 'a.html'), scriptHashesOf('<head><script>seen()</script><script src="/x.js"></script></head>'));
      const header = await cspHeader(dir, known);
      expect(header).toBe(`Content-Security-Policy: ${scriptSrcDirective([cspHash('seen()'), cspHash('from public()')])}`);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('locates only the kept HTML files it did not see written, not every kept file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-csp-'));
    try {
      const last = path.join(dir, 'last');
      await fs.mkdir(path.join(last, 'guide'), { recursive: true });
      await fs.writeFile(path.join(last, 'guide/kept.html'), '<script>kept()</script>');
      const known = new InlineScriptHashes();
      known.add(path.join('guide', 'seen.html'), scriptHashesOf('<script>seen()</script>'));
      const located: string[] = [];
      const pathOf = (file: string) => {
        located.push(file);
        return path.join(last, file);
      };
      const files = ['static/js/a.js', path.join('guide', 'seen.html'), path.join('guide', 'kept.html')];
      await fs.mkdir(path.join(dir, 'stage'));
      const header = await cspHeader(path.join(dir, 'stage'), known, { files, pathOf });
      expect(header).toBe(`Content-Security-Policy: ${scriptSrcDirective([cspHash('seen()'), cspHash('kept()')])}`);
      expect(new Set(located)).toEqual(new Set([path.join('guide', 'kept.html')]));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
