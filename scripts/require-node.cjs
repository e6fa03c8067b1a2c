// Runs first in `npm start` and `npm test`, on whatever Node npm put first on PATH, so it is written
// for any Node version. npm scripts normally run the Node 24 that `npm install` put in node_modules/.bin.
// 22.18 is the first Node 22 that runs TypeScript by stripping types without a flag.
var version = process.versions.node.split('.').map(Number);
if (version[0] < 22 || (version[0] === 22 && version[1] < 18)) {
  console.error(
    'Wayfinder needs Node 22.18 or newer and found ' +
      process.version +
      ': run `npm install` (it installs Node 24 into ' +
      'node_modules/.bin, which npm scripts use), or install Node 24 from https://nodejs.org.',
  );
  process.exit(1);
}
