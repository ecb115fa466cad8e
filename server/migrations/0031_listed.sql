-- Whether the leaderboard lists an entry (not provisional, enough established opponents,
-- account not deleted), kept by every rating write and by deletion: a rank is then a
-- count over one index range, not a subquery per player (F9).
ALTER TABLE ratings ADD COLUMN listed BIGINT NOT NULL DEFAULT 0;
UPDATE ratings SET listed = 1
 WHERE deviation <= 110
   AND (SELECT COUNT(*) FROM rated_opponents o WHERE o.account_id = ratings.account_id AND o.rules = ratings.rules) >= 3
   AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = ratings.account_id AND a.deleted_ms IS NOT NULL);
CREATE INDEX ratings_listed ON ratings (rules, listed, rating);
