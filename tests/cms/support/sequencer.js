// The cms suite's files share one CMS and one site: run them in a fixed order, the ones that only read
// first, so that a failure in an editing file cannot spill into the comparisons.
const Sequencer = require('@jest/test-sequencer').default;

const ORDER = [
  'cms-setup',
  'site-parity',
  'contact',
  'preview',
  'publishing',
  'postgres',
  'anonymous-writes',
  'bulk-publish',
  // Types in an entry's form without saving it.
  'share-preview',
  // Uploads a picture of its own and sets its focal point.
  'focal-point',
  // Leaves its edits (a property's Russian title, a draft, a new event): after the comparisons.
  'admin-journey',
  // Renames an event in Russian and leaves the redirect it records.
  'redirects',
  // Leaves an event's Russian title changed; restarts the CMS.
  'scheduling',
  'migration',
];
const rank = (test) => {
  const index = ORDER.findIndex((name) => test.path.endsWith(`${name}.test.ts`));
  return index < 0 ? ORDER.length : index;
};

class CmsSuiteSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
}

module.exports = CmsSuiteSequencer;
