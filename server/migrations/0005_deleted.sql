-- Deleted accounts (issue 26): the row stays, so the opponents' games and ratings
-- stay true, but its name becomes "deleted player", its token and name key are
-- erased (the name is free again) and it is never listed.
ALTER TABLE accounts ADD COLUMN deleted_ms BIGINT;
