-- The move clock (issue 26): the time per move chosen by the host (NULL: no clock,
-- a friendly game that is not rated) and, while the game is active, the Unix ms at
-- which the side to move loses on time. Every instance sweeps for passed deadlines;
-- the end is a compare-and-set, so it happens once.
ALTER TABLE games ADD COLUMN move_ms BIGINT;
ALTER TABLE games ADD COLUMN deadline_ms BIGINT;
-- Games from before the clock get the default 2 minutes (they were rated).
UPDATE games SET move_ms = 120000;
UPDATE games SET deadline_ms = turn_since_ms + 120000 WHERE status = 'active';
CREATE INDEX games_deadline ON games (deadline_ms);
