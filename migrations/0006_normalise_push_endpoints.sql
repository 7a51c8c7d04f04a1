-- One spelling per push endpoint (app/push/push-services.server.ts, normalisePushEndpoint): the scheme and
-- host in lower case, the default port :443 dropped, no trailing dot on the host. The rows stored before
-- it are spelled the same way here; the spellings of one endpoint become one subscription: its games
-- together (each with the newest draw it was sent, so no draw is pushed twice), and the keys of the
-- spelling stored last (the browser's newest). Push endpoints are ASCII (the hosts of four push services),
-- so SQLite's lower() is the URL parser's.
CREATE TABLE `push_endpoint_spellings` (`old` text PRIMARY KEY NOT NULL, `new` text NOT NULL);
--> statement-breakpoint
INSERT INTO `push_endpoint_spellings` (`old`, `new`)
SELECT `endpoint`,
	lower(`scheme`) || '://' ||
	rtrim(CASE WHEN lower(`authority`) LIKE '%:443' AND lower(`scheme`) = 'https' THEN substr(lower(`authority`), 1, length(`authority`) - 4) ELSE lower(`authority`) END, '.') ||
	`path`
FROM (
	SELECT `endpoint`, `scheme`,
		CASE WHEN instr(`rest`, '/') > 0 THEN substr(`rest`, 1, instr(`rest`, '/') - 1) ELSE `rest` END AS `authority`,
		CASE WHEN instr(`rest`, '/') > 0 THEN substr(`rest`, instr(`rest`, '/')) ELSE '/' END AS `path`
	FROM (
		SELECT `endpoint`, substr(`endpoint`, 1, instr(`endpoint`, '://') - 1) AS `scheme`, substr(`endpoint`, instr(`endpoint`, '://') + 3) AS `rest`
		FROM `push_subscriptions` WHERE instr(`endpoint`, '://') > 0
	)
)
UNION ALL SELECT `endpoint`, `endpoint` FROM `push_subscriptions` WHERE instr(`endpoint`, '://') = 0;
--> statement-breakpoint
CREATE TABLE `push_subscriptions_merged` AS
SELECT `new` AS `endpoint`, `p256dh`, `auth`, `created_at`, `last_success_at`, `failures` FROM (
	SELECT m.`new`, s.*, row_number() OVER (PARTITION BY m.`new` ORDER BY s.`created_at` DESC, s.`rowid` DESC) AS `rank`
	FROM `push_subscriptions` s JOIN `push_endpoint_spellings` m ON m.`old` = s.`endpoint`
) WHERE `rank` = 1;
--> statement-breakpoint
CREATE TABLE `push_subscription_games_merged` AS
SELECT m.`new` AS `endpoint`, g.`game`, max(g.`last_draw_date`) AS `last_draw_date`
FROM `push_subscription_games` g JOIN `push_endpoint_spellings` m ON m.`old` = g.`endpoint`
GROUP BY m.`new`, g.`game`;
--> statement-breakpoint
DELETE FROM `push_subscription_games`;
--> statement-breakpoint
DELETE FROM `push_subscriptions`;
--> statement-breakpoint
INSERT INTO `push_subscriptions` (`endpoint`, `p256dh`, `auth`, `created_at`, `last_success_at`, `failures`)
SELECT `endpoint`, `p256dh`, `auth`, `created_at`, `last_success_at`, `failures` FROM `push_subscriptions_merged`;
--> statement-breakpoint
INSERT INTO `push_subscription_games` (`endpoint`, `game`, `last_draw_date`)
SELECT `endpoint`, `game`, `last_draw_date` FROM `push_subscription_games_merged`;
--> statement-breakpoint
DROP TABLE `push_subscription_games_merged`;
--> statement-breakpoint
DROP TABLE `push_subscriptions_merged`;
--> statement-breakpoint
DROP TABLE `push_endpoint_spellings`;
