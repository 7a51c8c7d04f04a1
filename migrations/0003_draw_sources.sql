CREATE TABLE `draw_disagreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`draw_id` integer NOT NULL,
	`source` text NOT NULL,
	`kept_source` text NOT NULL,
	`fields` text NOT NULL,
	`held` text NOT NULL,
	`kept` text NOT NULL,
	`raised_at` text NOT NULL,
	`resolved_at` text,
	FOREIGN KEY (`draw_id`) REFERENCES `draws`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draw_disagreements_draw_source_unique` ON `draw_disagreements` (`draw_id`,`source`);--> statement-breakpoint
CREATE INDEX `draw_disagreements_raised_idx` ON `draw_disagreements` (`raised_at`);--> statement-breakpoint
CREATE TABLE `draw_sources` (
	`draw_id` integer NOT NULL,
	`source` text NOT NULL,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	PRIMARY KEY(`draw_id`, `source`),
	FOREIGN KEY (`draw_id`) REFERENCES `draws`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `draws` ADD `draw_machine` text;--> statement-breakpoint
-- The draws held before this migration: their one source so far is the one their row names.
INSERT INTO `draw_sources` (`draw_id`, `source`, `first_seen`, `last_seen`)
SELECT `id`, CASE WHEN `source` IN ('official', 'resultsza', 'search', 'manual') THEN `source` ELSE 'import' END, `created_at`, `updated_at` FROM `draws`;
