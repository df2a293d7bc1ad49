-- Players' records (issue 26): each finished game's result per seat, ratings per server and
-- game (recomputable from the results), players away, and whether a game counts for ratings.
-- Portable SQL: the SQLite migration of the same name is the same text.

-- Why a game does not count for ratings: 'chosen' (opened with rated:no) or 'bot' (a seat was
-- handed to the bot); NULL: it counts once played to its end.
ALTER TABLE games ADD COLUMN unrated TEXT;
-- Its place in its rating book (its server and game), given when it finished rated: a rebuild
-- rates the games of a book in this order, so it gives the ratings the finishes gave.
ALTER TABLE games ADD COLUMN rated_seq BIGINT;

-- Games that had a seat handed to the bot before this column existed stay unrated.
UPDATE games SET unrated = 'bot' WHERE id IN (SELECT game_id FROM seats WHERE user_id < 0);

-- How a finished game ended for each seat, from the rules' finish: the seat's holder then,
-- its score, its place (1 first; tied seats share a place) and whether it won.
CREATE TABLE results (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seat    BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    score   BIGINT NOT NULL,
    place   BIGINT NOT NULL,
    won     BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_user ON results (user_id, game_id);

-- One row per server (0: none) and game: how many rated games finished there. A finish updates
-- it first, so that finishes of one book (in several processes) update ratings one at a time.
CREATE TABLE rating_books (
    guild_id BIGINT NOT NULL,
    kind     TEXT   NOT NULL,
    finished BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind)
);

-- Each player's Weng-Lin rating in a book: its mean and uncertainty, and the rated games.
CREATE TABLE ratings (
    guild_id    BIGINT           NOT NULL,
    kind        TEXT             NOT NULL,
    user_id     BIGINT           NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    uncertainty DOUBLE PRECISION NOT NULL,
    games       BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);

-- Players away (`/game away`): back at a time (unix seconds); `/game back` sets it to the moment
-- of return. The turns that waited for them count their deadline from then.
CREATE TABLE away (
    user_id BIGINT NOT NULL PRIMARY KEY,
    since   BIGINT NOT NULL,
    back_at BIGINT NOT NULL
);
