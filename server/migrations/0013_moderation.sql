-- Moderation (issue 37). Requests typed on the /delete-account page by people who can
-- no longer sign in, for the operator (`pallanguzhi-server admin reports`).
CREATE TABLE deletion_requests (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    contact TEXT NOT NULL,
    message TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- A player reported by another: once per (reporter, reported, reason).
CREATE TABLE reports (
    id BIGINT PRIMARY KEY,
    reporter BIGINT NOT NULL REFERENCES accounts (id),
    reported BIGINT NOT NULL REFERENCES accounts (id),
    -- No foreign key: a waiting room's row is deleted when it expires.
    game_id BIGINT,
    -- name, cheating, behaviour, other
    reason TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX reports_once ON reports (reporter, reported, reason);

-- Who blocked whom: a blocked player never joins your rooms nor reaches you with an offer.
CREATE TABLE blocks (
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    blocked BIGINT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, blocked)
);
CREATE INDEX blocks_blocked ON blocks (blocked);

-- Names the operator banned (`admin ban-name`), by look-alike key.
CREATE TABLE banned_names (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
