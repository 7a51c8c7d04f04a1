import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "scripts/bench/floor/build/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  // The rooms' import rules (README, "Layout"; docs/decisions/008-layout.md): lower rooms never reach up.
  // Types may flow from a model to a component (a type import leaves nothing in the bundle).
  {
    files: ["app/models/**", "app/statistics/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/components/*", "~/routes/*", "../components/*", "../routes/*"], message: "Models return data; the types a component shows live in the model." }] },
      ],
    },
  },
  {
    files: ["app/rules/**", "app/input/**", "app/site/**", "app/content/**", "app/seo/**", "app/format.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/components/*", "~/routes/*", "~/admin/*"], message: "Rules, input, content and addresses import no pages or components." },
            { group: ["~/models/*", "~/db/*"], allowTypeImports: true, message: "Queries live in app/models; pass their data in." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "\\.server$", allowTypeImports: true, message: "Components run in the browser too: import a server module's types only." }] },
      ],
    },
  },
);
