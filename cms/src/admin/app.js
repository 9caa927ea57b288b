// The admin panel's own settings, built into its bundle by `strapi build`.
import enumLabels from './enum-labels.json';

export default {
  config: {
    // The admin's languages besides English (Strapi has no Greek one).
    locales: ['ru'],
    // An enumeration's option shows the translation whose id is its value: "athens-riviera" reads
    // "Athens Riviera" (Strapi's edit view looks each value up as a message id).
    translations: enumLabels,
    // No call to GitHub for Strapi's latest release, no tutorials' videos.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap() {},
};
