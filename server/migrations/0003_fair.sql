-- Rated games per pair of accounts (low id, high id), for the daily cap.
CREATE TABLE rated_pairs (
    low BIGINT NOT NULL,
    high BIGINT NOT NULL,
    rules TEXT NOT NULL,
    played_ms BIGINT NOT NULL
);
CREATE INDEX rated_pairs_pair ON rated_pairs (low, high, played_ms);

-- The established opponents each account beat, lost to or drew with in a rated game.
CREATE TABLE rated_opponents (
    account_id BIGINT NOT NULL,
    rules TEXT NOT NULL,
    opponent BIGINT NOT NULL,
    PRIMARY KEY (account_id, rules, opponent)
);

-- A name's confusable skeleton, lower-cased: unique (NULL for accounts made before).
ALTER TABLE accounts ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX accounts_name_key ON accounts (name_key);
