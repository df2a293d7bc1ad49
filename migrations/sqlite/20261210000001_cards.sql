-- The turn card (issue 37): a game's progress ("@bob has planned") edits the channel message
-- that shows the round, rather than posting anew, since an edit notifies nobody.
-- Portable SQL: the PostgreSQL migration of the same name is the same text.

-- The count of actions when the game's current card was made (NULL: none to edit), and the
-- report lines it opened with, kept so that each edit shows them again above the progress.
ALTER TABLE games ADD COLUMN card_seq BIGINT;
ALTER TABLE games ADD COLUMN card_head TEXT;
-- The Discord message showing that card, once a front end delivered it (only while
-- card_seq is still the card it delivered).
ALTER TABLE games ADD COLUMN card_message BIGINT;
