#!/usr/bin/env node
// Browser tests drive Debian's Chromium (never a downloaded browser). Install it when we can,
// otherwise say exactly how to get it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    // reported below
  }
  if (fs.existsSync(CHROMIUM)) process.exit(0);
}
console.error(`Browser tests need Chromium at ${CHROMIUM}.
Install it with:   sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary.`);
process.exit(1);
