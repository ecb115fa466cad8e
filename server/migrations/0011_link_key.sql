-- The secret of a room's share link (`…/join/CODE#KEY`): a join that presents it is
-- never refused for other people's guessing. NULL for rooms made before it.
ALTER TABLE games ADD COLUMN link_key TEXT;
