// The made-up push service the browser tests subscribe at (scripts/e2e-server.mjs lists it in
// PUSH_TEST_ORIGINS; tests/e2e/results-alerts.spec.ts hands it to Chromium). `.invalid` never resolves.
export const E2E_PUSH_ORIGIN = "https://push.e2e.invalid";
