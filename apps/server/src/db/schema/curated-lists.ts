import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instruments } from './instruments.ts';

/** Inspiration lists picked by the editors, named in every UI language. */
export const curatedLists = pgTable('curated_lists', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull(),
});

export const curatedListItems = pgTable(
  'curated_list_items',
  {
    listId: text('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.instrumentId] })],
);
