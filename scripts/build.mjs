#!/usr/bin/env node
// `npm run build`, everything the package ships:
// 1. the package entries with their types (tsc, dependencies left external for bundlers and Node):
//    `.`, `./react`, `./jsx`, `./proxy`, `./simulator`;
// 2. the script-tag bundle `dist/wealth-agent-chat.js` (Vite: one minified, self-contained module);
// 3. `custom-elements.json`, the Custom Elements Manifest, at the package root.
// `node scripts/check-size.mjs` then checks the bundle against its size budget.
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, {stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`✗ build: \`${[cmd, ...args].join(' ')}\` failed.`);
    process.exit(result.status ?? 1);
  }
};

rmSync('dist', {recursive: true, force: true});
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['cem', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.js']);
console.log(
  'Built dist/ (package entries with types; dist/wealth-agent-chat.js for a script tag) and custom-elements.json.',
);
