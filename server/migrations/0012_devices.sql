-- One account on every device (issue 37). Each device signed in has its own token
-- (only its SHA-256 stored); the account's old single token becomes its first device.
CREATE TABLE devices (
    id BIGINT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    token_hash TEXT NOT NULL UNIQUE,
    -- android, ios, web, cli or other (what the client said, sanitized).
    platform TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    -- Refreshed at most once an hour (a token check is a read, not a write).
    last_seen_ms BIGINT NOT NULL
);
CREATE INDEX devices_account ON devices (account_id);
INSERT INTO devices (id, account_id, token_hash, platform, created_ms, last_seen_ms)
    SELECT id, id, token_hash, 'other', created_ms, created_ms FROM accounts WHERE deleted_ms IS NULL;
-- The hash lives in `devices` only now; the old column keeps a value no token hashes to.
UPDATE accounts SET token_hash = 'device-' || CAST(id AS TEXT);

-- Short-lived, single-use codes that sign one more device in (SHA-256 of the code).
CREATE TABLE link_codes (
    code_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    expires_ms BIGINT NOT NULL
);
CREATE INDEX link_codes_account ON link_codes (account_id);

-- The account's recovery code (SHA-256), shown once; NULL until one is asked for.
ALTER TABLE accounts ADD COLUMN recovery_hash TEXT;
CREATE UNIQUE INDEX accounts_recovery ON accounts (recovery_hash);
