'use strict';

// Attributes renamed away from names Strapi 5 or React keep (docs/decisions/019-editors-admin-panel.md):
// properties' `ref` and `status`, projects' `ref` and `status`, contact requests' `locale`. Strapi runs
// this before it brings the tables in line with the content types, so the values move with their
// columns instead of being dropped with the old ones. A fresh database has no tables yet: nothing to do.

const RENAMES = [
  { table: 'properties', from: 'ref', to: 'reference' },
  { table: 'properties', from: 'status', to: 'availability' },
  { table: 'projects', from: 'ref', to: 'reference' },
  { table: 'projects', from: 'status', to: 'stage' },
];

/** Strapi keeps a `locale` column on every type: the visitor's language is copied, not moved. */
const COPIES = [{ table: 'contact_requests', from: 'locale', to: 'language' }];

async function columnsOf(knex, table) {
  if (!(await knex.schema.hasTable(table))) return undefined;
  return Object.keys(await knex(table).columnInfo());
}

module.exports = {
  async up(knex) {
    for (const { table, from, to } of RENAMES) {
      const columns = await columnsOf(knex, table);
      if (!columns || !columns.includes(from) || columns.includes(to)) continue;
      await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, from, to]);
    }
    for (const { table, from, to } of COPIES) {
      const columns = await columnsOf(knex, table);
      if (!columns || !columns.includes(from) || columns.includes(to)) continue;
      await knex.schema.alterTable(table, (builder) => builder.string(to));
      await knex(table).update({ [to]: knex.ref(from) });
    }
  },

  async down() {
    throw new Error('The names Strapi keeps are not taken back');
  },
};
