// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./scripts/lib/app-layers.mjs";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "scripts/bench/floor/build/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  // Rules that read the types (the TypeScript program of tsconfig.json): promises that are dropped or
  // passed where a callback's result is ignored, awaits of non-promises, casts that change nothing,
  // switches that miss a case, values that would print as "[object Object]", and `any` leaking out of
  // the code that parses untrusted input. Remix's thrown Responses are the one non-Error thrown on purpose.
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/require-await": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "@typescript-eslint/no-base-to-string": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      "@typescript-eslint/prefer-promise-reject-errors": "error",
      "@typescript-eslint/no-unsafe-argument": "error",
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-return": "error",
    },
  },
  // Tests read JSON answers (`await response.json()` is `any` by design) and assert on their shape, and
  // their test doubles are async to match the interface they stand in for.
  {
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/restrict-template-expressions": "off",
      "@typescript-eslint/no-base-to-string": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // Accessibility of the JSX. Two patterns the site uses on purpose: a scrolling table or chart is a
  // focusable, labelled region (so a keyboard can scroll it), and stacked result tables keep their
  // row and cell roles explicitly (display:block on a phone would otherwise drop them).
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
      "jsx-a11y/no-interactive-element-to-noninteractive-role": ["error", { tr: ["none", "presentation", "row"], td: ["cell"] }],
    },
  },
  // Import directions between the folders of app/ (docs/decisions/012-layers.md): each folder imports
  // only the folders below it in the one ordered list of scripts/lib/app-layers.mjs, type imports
  // included, so no two folders import each other.
  {
    files: ["app/**/*.{ts,tsx,js,mjs}"],
    plugins: { layers: layersPlugin },
    rules: { "layers/imports-point-down": "error" },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server$",
              allowTypeImports: true,
              message: "Components run in the browser too: import a server module's types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The site script is bundled on its own into every page (scripts/vite-site-script.ts): it may use the
    // rules and the formatting the server uses, and nothing that would pull a framework or server code in.
    files: ["app/browser/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(?!\\./|~/rules/|~/tickets/|~/words/|~/push/draw-alert$|~/push/jackpot-alert$|~/push/jackpot-threshold$|~/push/base64url$|~/site/app-icons$|idb-keyval$)",
              allowTypeImports: true,
              message:
                "The site script imports only its own modules, app/rules, app/tickets, app/words (words and dates), the alerts' shapes (app/push/draw-alert.ts, jackpot-alert.ts), the jackpot thresholds offered (app/push/jackpot-threshold.ts), base64url (app/push/base64url.ts), the app's icons (app/site/app-icons.ts) and idb-keyval (the wallet's storage).",
            },
          ],
        },
      ],
    },
  },
  {
    // The ticket engine runs in the wallet's page script (app/browser/) as well as in tests: the rules, the
    // formatting, the facts and the client-safe form readers, and no server code (types excepted: the
    // API's answer types describe what it reads).
    files: ["app/tickets/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./|~/rules/|~/words/|~/facts/facts$|~/input/(board-numbers|date-field|decimal-digits|rand-amount)$)",
              allowTypeImports: true,
              message: "The ticket engine imports only app/rules, app/words, app/facts/facts.ts and the client-safe form readers.",
            },
          ],
        },
      ],
    },
  },
);
