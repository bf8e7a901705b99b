// Lint for the whole tree (`npm run lint`, part of `npm test`). Formatting is Prettier's job.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      ".content-types/",
      ".editor-cache/",
      "/data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "reports/",
      ".stryker-tmp/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // Focus and blur that bubble up from a figure's own buttons track focus within it; they are not
      // interactions with the figure. Pointer and key handlers on such elements stay forbidden.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        { handlers: ["onClick", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyDown", "onKeyUp"] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser scripts served as they are (no bundler, no TypeScript).
    files: ["app/browser/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
