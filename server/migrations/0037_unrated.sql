-- Why a finished game changed no rating (NULL: rated, or not finished yet):
-- uncounted, same_account, friendly, few_moves, too_fast, pair_limit (`ratings::Unrated`).
ALTER TABLE games ADD COLUMN unrated TEXT;
-- The sides of a rated game whose win or draw counted at zero because the opponent was
-- not yet proven (south, north or both; NULL: none). F7, `ratings::decide`.
ALTER TABLE games ADD COLUMN zero_weight TEXT;
