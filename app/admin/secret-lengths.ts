/**
 * The shortest admin secrets accepted (app/admin/config.server.ts enforces them; the "not configured"
 * page states them, so this module is not server-only).
 */

/** A shorter signing key could be guessed offline from one captured cookie. */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** Typed by a person, so it is the weakest secret; the sign-in limits slow guessing, length does the rest. */
export const MIN_PASSWORD_LENGTH = 12;
/** A machine's token is pasted, never typed: nothing stops it being long and random (`openssl rand -hex 32`). */
export const MIN_API_TOKEN_LENGTH = 32;
