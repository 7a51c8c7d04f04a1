/**
 * What `POST /api/push/subscriptions` and its DELETE accept, checked with zod: the browser's
 * PushSubscription JSON (endpoint and keys) and the games to be told about. Every refusal names its
 * reason (a 400 in the route).
 */
import { z } from "zod";
import { GAME_IDS } from "~/rules/games";
import { formatRand } from "~/words/numbers";
import { decodeBase64Url } from "./base64url";
import { JACKPOT_THRESHOLD_MAX, JACKPOT_THRESHOLD_MIN } from "./jackpot-threshold";
import { isPushServiceEndpoint, normalisePushEndpoint } from "./push-services.server";

/** Longer than any push service's endpoint (FCM's are about 180 characters). */
const MAX_ENDPOINT_LENGTH = 1024;

/** An endpoint, checked and spelled one way (normalisePushEndpoint): what is stored and compared. */
const endpointSchema = (extraOrigins: readonly string[]) =>
  z
    .string({ required_error: "endpoint is required.", invalid_type_error: "endpoint must be a string." })
    .max(MAX_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters.`)
    .refine((value) => URL.canParse(value), "endpoint must be a URL.")
    .transform(normalisePushEndpoint)
    .refine(
      (value) => !URL.canParse(value) || isPushServiceEndpoint(new URL(value), extraOrigins),
      "endpoint must be at a browser's push service (Google FCM, Mozilla, Apple or Windows), over https.",
    );

/** A P-256 public key as the Push API gives it: the 65-byte uncompressed point, base64url. */
const p256dhSchema = z
  .string({ required_error: "keys.p256dh is required." })
  .refine(
    (value) => decodeBase64Url(value)?.length === 65 && decodeBase64Url(value)?.[0] === 4,
    "keys.p256dh must be a P-256 public key (65 bytes, base64url).",
  )
  .superRefine(async (value, context) => {
    const bytes = decodeBase64Url(value);
    if (bytes?.length !== 65) return;
    try {
      // The import fails unless the point is on the curve: a key no payload could be encrypted to is refused.
      await crypto.subtle.importKey("raw", new Uint8Array(bytes), { name: "ECDH", namedCurve: "P-256" }, false, []);
    } catch {
      context.addIssue({ code: "custom", message: "keys.p256dh must be a P-256 public key (65 bytes, base64url)." });
    }
  });

const authSchema = (name: string, required = `${name} is required.`) =>
  z
    .string({ required_error: required, invalid_type_error: `${name} must be a string.` })
    .refine((value) => decodeBase64Url(value)?.length === 16, `${name} must be 16 bytes, base64url.`);

/** What proves that the caller holds a stored subscription: its auth secret, which only its browser knows. */
const PROOF = "the subscription's own keys.auth proves that this browser holds it";

const gamesSchema = z
  .array(z.enum(GAME_IDS, { errorMap: () => ({ message: `games must be among ${GAME_IDS.join(", ")}.` }) }), {
    required_error: "games is required: the games to be told about.",
  })
  .min(1, "games must name at least one game.")
  .max(GAME_IDS.length)
  .transform((games) => [...new Set(games)].sort());

const thresholdSchema = z
  .number({ invalid_type_error: "a jackpot threshold must be a number of rand." })
  .int("a jackpot threshold must be whole rand.")
  .min(JACKPOT_THRESHOLD_MIN, `a jackpot threshold must be at least ${formatRand(JACKPOT_THRESHOLD_MIN)}.`)
  .max(JACKPOT_THRESHOLD_MAX, `a jackpot threshold must be at most ${formatRand(JACKPOT_THRESHOLD_MAX)}.`);

/**
 * Jackpot thresholds (issue 45), per game: `{"powerball": 100000000}` tells this browser when the
 * PowerBall estimate goes over R 100 million. Each must be one of `games`. Absent: the stored thresholds
 * stay; given: they are the subscription's thresholds (a game not named has none).
 */
const jackpotsSchema = z.record(
  z.enum(GAME_IDS, { errorMap: () => ({ message: `jackpots must name games among ${GAME_IDS.join(", ")}.` }) }),
  thresholdSchema,
  { invalid_type_error: 'jackpots must be an object: {"<game>": <rand>}.' },
);

/**
 * A subscription, or new games for one. Changing the keys of an endpoint already stored needs its
 * current auth secret: as `keys.auth` when it stays, else as `currentAuth` (subscription-proof.server.ts).
 */
export function subscriptionSchema(extraOrigins: readonly string[]) {
  return z
    .object({
      endpoint: endpointSchema(extraOrigins),
      keys: z.object({ p256dh: p256dhSchema, auth: authSchema("keys.auth") }, { required_error: "keys is required (p256dh and auth)." }),
      games: gamesSchema,
      currentAuth: authSchema("currentAuth").optional(),
      jackpots: jackpotsSchema.optional(),
    })
    .superRefine((value, context) => {
      const stray = Object.keys(value.jackpots ?? {}).find((game) => !(value.games as string[]).includes(game));
      if (stray)
        context.addIssue({
          code: "custom",
          path: ["jackpots", stray],
          message: `jackpots.${stray}: a jackpot threshold needs the game in games.`,
        });
    });
}

/** An unsubscribe: the endpoint and, as proof, its auth secret (the browser's PushSubscription JSON as it is). */
export function unsubscribeSchema(extraOrigins: readonly string[]) {
  return z.object({
    endpoint: endpointSchema(extraOrigins),
    keys: z.object(
      { auth: authSchema("keys.auth", `keys.auth is required: ${PROOF}.`) },
      { required_error: `keys is required: ${PROOF}.` },
    ),
  });
}

/** The first problem, worded for the caller. */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : "The request is not valid.";
}
