/** The `quire` command line: each command's own options, its help, and a one-line error for anything else. */
import { describe, expect, test } from 'vitest';
import { commandHelp, parseCommandLine } from '../../packages/core/src/cli-args.ts';

describe('parseCommandLine', () => {
  test('reads a command with its options, long, short and inline', () => {
    expect(parseCommandLine(['dev', '-p', '3001', '--host=127.0.0.1', '-c', 'other.config.ts'])).toEqual({
      kind: 'run',
      command: 'dev',
      values: { port: '3001', host: '127.0.0.1', config: 'other.config.ts' },
    });
    expect(parseCommandLine(['translations', '--no-headings'])).toEqual({ kind: 'run', command: 'translations', values: { 'no-headings': true } });
  });

  test('eject takes the name of one component, and lists them without one', () => {
    expect(parseCommandLine(['eject', 'Outline'])).toEqual({ kind: 'run', command: 'eject', values: {}, argument: 'Outline' });
    expect(parseCommandLine(['eject'])).toEqual({ kind: 'run', command: 'eject', values: {} });
    expect(parseCommandLine(['eject', 'Outline', 'Nav'])).toMatchObject({ kind: 'error', message: 'unexpected argument "Nav" for "quire eject"' });
    expect(parseCommandLine(['build', 'Outline'])).toMatchObject({ kind: 'error', message: 'unexpected argument "Outline" for "quire build"' });
    expect(commandHelp('eject')).toMatch(/^Usage: quire eject \[component\] \[options\]/);
  });

  test.each([
    [['build', '--frob'], 'unknown option --frob for "quire build"', 'quire build --help lists its options'],
    // An option of another command is not one of this command's.
    [['build', '--port', '3000'], 'unknown option --port for "quire build"', 'quire build --help lists its options'],
    [['build', '-p', '3000'], 'unknown option -p for "quire build"', 'quire build --help lists its options'],
    [['preview', '--hash', 'x'], 'unknown option --hash for "quire preview"', 'quire preview --help lists its options'],
    [['--frob'], 'unknown option --frob for "quire"', 'quire --help lists the options'],
    [['dev', '--port'], 'option --port of "quire dev" needs a value', 'quire dev --help lists its options'],
    [
      ['translations', '--no-headings=yes'],
      'option --no-headings of "quire translations" takes no value',
      'quire translations --help lists its options',
    ],
    [['build', 'docs'], 'unexpected argument "docs" for "quire build"', 'quire build --help lists its options'],
    [['biuld'], 'unknown command "biuld"', 'quire --help lists the commands'],
  ])('%j is refused: %s', (argv, message, hint) => {
    expect(parseCommandLine(argv)).toEqual({ kind: 'error', message, hint });
  });

  test('--version and -v, alone or after a command', () => {
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'version' });
    expect(parseCommandLine(['-v'])).toEqual({ kind: 'version' });
    expect(parseCommandLine(['build', '--version'])).toEqual({ kind: 'version' });
  });

  test('a command with --help gets its own options listed; no command gets the list of commands', () => {
    expect(parseCommandLine(['build', '--help'])).toEqual({ kind: 'help', text: commandHelp('build') });
    const build = commandHelp('build');
    expect(build).toMatch(/^Usage: quire build \[options\]/);
    expect(build).toContain('-c, --config <file>');
    expect(build).not.toContain('--port');
    const dev = commandHelp('dev');
    expect(dev).toContain('-p, --port <n>');
    expect(dev).toContain('--host <address>');
    expect(commandHelp('translations')).toContain('--no-headings');
    for (const argv of [[], ['--help'], ['-h']]) {
      const request = parseCommandLine(argv);
      expect(request.kind).toBe('help');
      expect(request.kind === 'help' && request.text).toMatch(/Commands:\n {2}dev .*\n {2}build .*\n {2}preview .*\n {2}eject .*\n {2}translations /);
    }
  });
});
