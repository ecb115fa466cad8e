-- Sign-outs for every instance (`kicks.rs`): a device signed out (by its owner, by the
-- device cap or by `admin revoke`) or an account deleted (`device_id` NULL). Each
-- instance reads the rows of the last seconds and closes the sockets they name;
-- rows older than a minute are dropped.
CREATE TABLE kicks (
    id BIGINT PRIMARY KEY,
    account_id BIGINT NOT NULL,
    device_id BIGINT,
    created_ms BIGINT NOT NULL
);
CREATE INDEX kicks_created ON kicks (created_ms);
