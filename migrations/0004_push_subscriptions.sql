CREATE TABLE `push_subscription_games` (
	`endpoint` text NOT NULL,
	`game` text NOT NULL,
	`last_draw_date` text,
	PRIMARY KEY(`endpoint`, `game`),
	FOREIGN KEY (`endpoint`) REFERENCES `push_subscriptions`(`endpoint`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_subscription_games_game_idx` ON `push_subscription_games` (`game`,`endpoint`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_success_at` integer,
	`failures` integer DEFAULT 0 NOT NULL
);
