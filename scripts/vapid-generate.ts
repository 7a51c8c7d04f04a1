// npm run vapid:generate: a new VAPID key pair for win alerts (docs/alerts.md), printed as the two secrets
// the Worker reads: VAPID_PUBLIC_KEY (base64url of the 65-byte public point) and VAPID_PRIVATE_KEY
// (base64url of the 32-byte private scalar). Store them with `wrangler secret put`; locally in .dev.vars.
// A new pair ends every existing subscription (browsers subscribed with the old public key).
import { vapidKeyPair } from "../app/push/vapid-keys";

const { publicKey, privateKey } = await vapidKeyPair();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
