-- Bahasa Indonesia (issue 41): a table's language, in which its public posts and pictures are
-- written ('en', 'id': lang::Lang's codes). Games stored before it are English tables.
-- Portable SQL: the SQLite migration of the same name is the same text.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
