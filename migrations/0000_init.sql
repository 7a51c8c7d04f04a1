CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `admin_audit_at_idx` ON `admin_audit` (`at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`category` text,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `draws` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game` text NOT NULL,
	`draw_number` integer,
	`draw_date` text NOT NULL,
	`numbers` text NOT NULL,
	`drawn_order` text,
	`bonus` integer,
	`jackpot` real,
	`next_jackpot` real,
	`rollover` integer,
	`rollover_amount` real,
	`prize_pool` real,
	`sales` real,
	`source` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draws_game_date_unique` ON `draws` (`game`,`draw_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `draws_game_number_unique` ON `draws` (`game`,`draw_number`) WHERE draw_number IS NOT NULL;--> statement-breakpoint
CREATE INDEX `draws_date_idx` ON `draws` (`draw_date`,`game`);--> statement-breakpoint
CREATE INDEX `draws_game_jackpot_idx` ON `draws` (`game`,`jackpot`);--> statement-breakpoint
CREATE TABLE `ingest_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`trigger` text NOT NULL,
	`source` text NOT NULL,
	`outcome` text NOT NULL,
	`draws_added` integer DEFAULT 0 NOT NULL,
	`draws_updated` integer DEFAULT 0 NOT NULL,
	`details` text,
	`error` text,
	`cursor` text
);
--> statement-breakpoint
CREATE INDEX `ingest_runs_started_idx` ON `ingest_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `prize_divisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`draw_id` integer NOT NULL,
	`division` integer NOT NULL,
	`match` text NOT NULL,
	`winners` integer,
	`payout` real,
	FOREIGN KEY (`draw_id`) REFERENCES `draws`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prize_divisions_draw_division_unique` ON `prize_divisions` (`draw_id`,`division`);