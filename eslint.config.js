import js from "@eslint/js"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: ["dist", "dist-*", ".cache", "node_modules", "test-results", "playwright-report", "tests/tmp-generated-*"],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat["recommended-latest"]],
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // no import cycles in the app, dynamic imports included: a cycle hides which module owns a piece of state
    files: ["src/**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { allowUnsafeDynamicCyclicDependency: false, ignoreExternal: true }] },
  },
  {
    // the workbench knows no demo: it never imports the demos, the shared widgets or the app shell
    files: ["src/workbench/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/demos/**", "**/widgets/**", "**/app/**", "virtual:demos/*"],
              message: "src/workbench knows no demo.",
            },
          ],
        },
      ],
    },
  },
)
