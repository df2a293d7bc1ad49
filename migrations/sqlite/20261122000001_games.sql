-- Every channel's games. The setup plus the action log is the truth: a game reloads by replaying
-- its actions on its setup. Portable SQL only (SQLite now, PostgreSQL later): ids and times are
-- 64-bit integers, JSON is TEXT.

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    channel_id    BIGINT  NOT NULL,
    -- the channel's name when known, for messages that list a user's tables
    channel_name  TEXT,
    kind          TEXT    NOT NULL,
    -- forming (seats open), active, finished or aborted
    status        TEXT    NOT NULL,
    creator_id    BIGINT  NOT NULL,
    -- the game's own options as chosen at /game new (JSON)
    options       TEXT    NOT NULL,
    -- the seed of the game's random number generator, stored as a signed 64-bit integer
    seed          BIGINT  NOT NULL,
    -- seats wanted: the game starts by itself once this many have joined (NULL: on /game start)
    wanted_seats  INTEGER,
    -- set when the game starts (JSON): everything the engine's setup needs, component data included
    setup         TEXT,
    rules_version INTEGER NOT NULL,
    created_at    BIGINT  NOT NULL,
    updated_at    BIGINT  NOT NULL
);

-- One open (forming or active) game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('forming', 'active');

CREATE TABLE seats (
    game_id  BIGINT  NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    user_id  BIGINT  NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id    BIGINT  NOT NULL REFERENCES games (id),
    -- 1, 2, 3, ... per game; the primary key makes a second writer of the same step fail
    seq        BIGINT  NOT NULL,
    seat       INTEGER NOT NULL,
    -- the engine's action as JSON
    action     TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seq)
);
