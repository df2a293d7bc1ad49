-- Nothing lost, nothing doubled, no command slower for a long game:
-- a version per game that every write checks and bumps, so that writers in several processes
-- cannot overwrite each other; which seats a game awaits, so a DM finds its game without
-- replaying anything; a snapshot of each game's state; component data stored once by hash;
-- the commands seen (by the id of their origin) with their answers; the outbox of posts.

ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;

-- The Discord server (guild) of a game's channel, when known: `table:` reaches only games of
-- the same server, or one's own.
ALTER TABLE games ADD COLUMN guild_id BIGINT;

-- A table's pace: the minutes a turn may take (NULL: no deadline), since when the awaited seats
-- have been awaited, and how far the reminders went (0 none, 1 the halfway reminder, 2 the
-- deadline passed).
ALTER TABLE games ADD COLUMN deadline_minutes BIGINT;
ALTER TABLE games ADD COLUMN awaited_since BIGINT;
ALTER TABLE games ADD COLUMN reminded BIGINT NOT NULL DEFAULT 0;

ALTER TABLE seats ADD COLUMN awaited BIGINT NOT NULL DEFAULT 0;

CREATE INDEX seats_awaited_by_user ON seats (user_id, awaited);

-- The state after action `seq` (JSON); the log stays the truth, the snapshot only saves replays.
CREATE TABLE snapshots (
    game_id BIGINT NOT NULL PRIMARY KEY REFERENCES games (id),
    seq     BIGINT NOT NULL,
    state   TEXT   NOT NULL
);

-- Component data (boards, maps, tables) by the SHA-256 of its text; setups name the hash.
CREATE TABLE components (
    hash   TEXT NOT NULL PRIMARY KEY,
    kind   TEXT NOT NULL,
    source TEXT NOT NULL
);

-- Commands that changed something, by the id of their origin (a Discord interaction id, or a
-- script line's id): a command seen before gets its first answer again.
CREATE TABLE commands (
    origin     TEXT   NOT NULL PRIMARY KEY,
    game_id    BIGINT,
    created_at BIGINT NOT NULL
);

-- Every post a command causes, stored in the command's transaction; a sender delivers the
-- pending ones and marks them sent (the picture is dropped then).
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    origin     TEXT,
    -- the post's place among the command's posts
    position   BIGINT NOT NULL,
    -- 'channel' or 'user'
    target     TEXT   NOT NULL,
    target_id  BIGINT NOT NULL,
    body       TEXT   NOT NULL,
    image_name TEXT,
    -- the post's buttons and menus and the users it pings (JSON)
    extra      TEXT,
    image      BLOB,
    -- 'pending', 'sent' or 'failed'
    state      TEXT   NOT NULL,
    attempts   BIGINT NOT NULL DEFAULT 0,
    -- a process delivering it, and since when (a claim older than a minute lapses)
    claimed_by TEXT,
    claimed_at BIGINT,
    created_at BIGINT NOT NULL,
    sent_at    BIGINT
);

CREATE INDEX outbox_pending ON outbox (state, id);
CREATE INDEX outbox_by_origin ON outbox (origin, position);

-- The processes writing and delivering posts. A post is claimed by the process that wrote it;
-- the claim of a process that stopped heartbeating (or, on the same host, whose pid is gone)
-- lapses, and another process delivers the post.
CREATE TABLE workers (
    id        TEXT   NOT NULL PRIMARY KEY,
    host      TEXT   NOT NULL,
    pid       BIGINT NOT NULL,
    heartbeat BIGINT NOT NULL
);

-- Players' votes on a host's decision (abort, a seat handed over) while the host is gone.
CREATE TABLE votes (
    game_id    BIGINT NOT NULL REFERENCES games (id),
    motion     TEXT   NOT NULL,
    user_id    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, motion, user_id)
);
