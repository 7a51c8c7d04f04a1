ALTER TABLE `draw_sources` ADD `dispatched_at` text;--> statement-breakpoint
-- The newest push of a draw wins, checked inside the write itself: an update that would move a draw's
-- dispatched_at back in time aborts the whole batch (the draw's own upsert included), so two deliveries
-- racing each other cannot let the older one land last (app/models/draw-provenance.server.ts).
CREATE TRIGGER `draw_sources_dispatched_at_newest` BEFORE UPDATE OF `dispatched_at` ON `draw_sources`
WHEN OLD.`dispatched_at` IS NOT NULL AND (NEW.`dispatched_at` IS NULL OR NEW.`dispatched_at` < OLD.`dispatched_at`)
BEGIN
	SELECT RAISE(ABORT, 'an older push than the newest accepted for this draw');
END;
