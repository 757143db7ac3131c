/**
 * The translation report as `quire build` prints it, on a fixture in its own git repository:
 * a page missing each way, a heading without the English id, a stale recorded `sourceHash`, and
 * an English page committed after its twin. Strict mode stops the build and keeps the old dist/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/translations');
const workDir = path.join(root, 'e2e/.tmp', `translations-${process.pid}`);
const config = path.join(workDir, 'site.config.ts');

const quireBuild = () => runQuire(workDir, 'build');

const quireTranslations = (...args: string[]) => runQuire(workDir, 'translations', ...args);

function git(...args: string[]) {
  execFileSync('git', args, { cwd: workDir, stdio: 'pipe' });
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(fixture, workDir, { recursive: true });
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  git('config', 'commit.gpgsign', 'false');
  git('add', '-A');
  git('commit', '-q', '-m', 'both languages');
  fs.appendFileSync(path.join(workDir, 'docs/en/guide/history.mdx'), '\nSecond version.\n');
  git('commit', '-q', '-am', 'english only');
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

// Three builds of a small site; a busy machine needs more than the project's default.
describe('translation report', { timeout: 180_000 }, () => {
  it('is printed at the end of the build, which still succeeds', () => {
    const { status, output } = quireBuild();
    expect(status, output).toBe(0);
    const report = output.slice(output.indexOf('translations en → zh'));
    expect(report).toContain(
      [
        'translations en → zh (6 en, 6 zh files): 2 missing, 1 with different headings, 2 stale',
        '    missing in zh (1):',
        '      docs/en/guide/only-en.mdx',
        '    no en page to translate from (1):',
        '      docs/zh/guide/only-zh.mdx',
        '    headings differ from en (1):',
        '      docs/zh/guide/headings.mdx: heading 2 is #目标 (h3), en has #target (h3)',
        '    stale (en changed since) (2):',
        '      docs/zh/guide/hashed.mdx: sourceHash is 00000000, docs/en/guide/hashed.mdx is now ',
      ].join('\n'),
    );
    expect(report).toContain('      docs/zh/guide/history.mdx: docs/en/guide/history.mdx changed in 1 commit since\n');
    expect(report.indexOf('translations en → zh')).toBeLessThan(report.indexOf('Built '));
    expect(fs.existsSync(path.join(workDir, 'dist/zh/guide/headings.html'))).toBe(true);
  });

  it('`quire translations` prints the report alone, without building', () => {
    const { status, output } = quireTranslations();
    expect(status, output).toBe(0);
    expect(output).toContain('translations en → zh (6 en, 6 zh files): 2 missing, 1 with different headings, 2 stale');
    expect(output).toContain('    docs/zh/guide/headings.mdx: heading 2 is #目标 (h3), en has #target (h3)');
    expect(output).not.toContain('bundle');
    const hashed = fs.readFileSync(path.join(workDir, 'docs/en/guide/hashed.mdx'), 'utf8');
    expect(quireTranslations('--hash', 'docs/en/guide/hashed.mdx').output.trim()).toBe(createHash('sha256').update(hashed).digest('hex').slice(0, 8));
    const quick = quireTranslations('--no-headings');
    expect(quick.output).toContain('translations en → zh (6 en, 6 zh files): 2 missing, 2 stale');
  });

  it("with report: 'error' exits non-zero with the report and leaves dist/ alone", () => {
    const before = fs.statSync(path.join(workDir, 'dist/index.html')).mtimeMs;
    const source = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, source.replace('search: false,', "search: false,\n  translations: { report: 'error' },"));
    try {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      expect(output).toContain('✗ translations en → zh (6 en, 6 zh files): 2 missing, 1 with different headings, 2 stale');
      expect(output).toContain('docs/zh/guide/headings.mdx: heading 2 is #目标 (h3), en has #target (h3)');
      expect(output).toContain("(set translations.report: 'warn' in the site config to build anyway)");
      expect(output).not.toContain('✓ bundle');
      expect(quireTranslations('--no-headings').status).toBe(1);
    } finally {
      fs.writeFileSync(config, source);
    }
    expect(fs.statSync(path.join(workDir, 'dist/index.html')).mtimeMs).toBe(before);
  });

  it('passes in strict mode once the findings are fixed', () => {
    const source = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(
      config,
      source.replace('search: false,', "search: false,\n  translations: { report: 'error', checks: ['structure', 'stale'] },"),
    );
    const zhHeadings = path.join(workDir, 'docs/zh/guide/headings.mdx');
    fs.writeFileSync(zhHeadings, fs.readFileSync(zhHeadings, 'utf8').replace('### 目标', '### 目标 {#target}'));
    // The translator records which English text the page follows; then history no longer decides.
    const enHashed = fs.readFileSync(path.join(workDir, 'docs/en/guide/hashed.mdx'), 'utf8');
    const zhHashed = path.join(workDir, 'docs/zh/guide/hashed.mdx');
    const hash = createHash('sha256').update(enHashed).digest('hex').slice(0, 8);
    fs.writeFileSync(zhHashed, fs.readFileSync(zhHashed, 'utf8').replace('00000000', hash));
    fs.appendFileSync(path.join(workDir, 'docs/zh/guide/history.mdx'), '\n第二版。\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'translations updated');
    const { status, output } = quireBuild();
    expect(status, output).toBe(0);
    expect(output).toContain('✓ translations en → zh (6 en, 6 zh files): 0 with different headings, 0 stale');
  });
});
