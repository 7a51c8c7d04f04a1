-- Jackpot alerts (issue 45): per followed game, a threshold in whole rand ("tell me when the next
-- jackpot is over …") and the draw whose estimate the subscriber was last told of (one push per crossing
-- from below). The index serves the consumer's pages of a game's subscribers with a threshold.
ALTER TABLE `push_subscription_games` ADD `jackpot_threshold` integer;--> statement-breakpoint
ALTER TABLE `push_subscription_games` ADD `jackpot_told_on` text;--> statement-breakpoint
CREATE INDEX `push_subscription_games_jackpot_idx` ON `push_subscription_games` (`game`,`jackpot_threshold`);