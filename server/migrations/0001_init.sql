-- One schema for SQLite and PostgreSQL: only BIGINT, TEXT and DOUBLE PRECISION,
-- ids drawn by the server, times as Unix milliseconds.
CREATE TABLE accounts (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_ms BIGINT NOT NULL
);

CREATE TABLE games (
    id BIGINT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    rules TEXT NOT NULL,
    host BIGINT NOT NULL REFERENCES accounts (id),
    south BIGINT REFERENCES accounts (id),
    north BIGINT REFERENCES accounts (id),
    -- waiting, active, finished
    status TEXT NOT NULL,
    -- The number of moves stored: the compare-and-set key of every move.
    move_count BIGINT NOT NULL,
    -- When the side to move got its turn (for away claims).
    turn_since_ms BIGINT NOT NULL,
    draw_offer TEXT,
    -- NULL while a seat is connected somewhere; when it went away otherwise.
    south_away_ms BIGINT,
    north_away_ms BIGINT,
    -- south, north or draw; and why (rules, resigned, draw_agreed, abandoned, away_draw).
    outcome TEXT,
    end_reason TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- The unique (game, number) key: two servers can never store two different
-- moves with one number.
CREATE TABLE moves (
    game_id BIGINT NOT NULL REFERENCES games (id),
    number BIGINT NOT NULL,
    hole BIGINT NOT NULL,
    side TEXT NOT NULL,
    played_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE ratings (
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    rules TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    streak BIGINT NOT NULL,
    best_win_streak BIGINT NOT NULL,
    PRIMARY KEY (account_id, rules)
);

CREATE INDEX ratings_board ON ratings (rules, rating);
