-- The write probe's scratch table (a row written and deleted in one transaction).
CREATE TABLE probe (
    id BIGINT PRIMARY KEY,
    pad TEXT NOT NULL
);

-- Waiting rooms per host (the cap) and by age (expiry).
CREATE INDEX games_host_status ON games (host, status);
CREATE INDEX games_status_created ON games (status, created_ms);
