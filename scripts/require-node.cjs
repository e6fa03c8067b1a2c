// Runs first in `npm start` and `npm test`, on whatever Node npm put first on PATH, so it is written
// for any Node version. npm scripts normally run the Node 24 that `npm install` put in node_modules/.bin.
var major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    'Wayfinder needs Node 22 or newer and found ' +
      process.version +
      ': run `npm install` (it installs Node 24 into ' +
      'node_modules/.bin, which npm scripts use), or install Node 24 from https://nodejs.org.',
  );
  process.exit(1);
}
