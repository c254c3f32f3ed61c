// `virtual:zag-docs` in unit tests (vitest.config.ts): the build generates the real one from zag's types
// (scripts/vite-docs-reference.ts), which takes a TypeScript program over every package; no test needs it.
export const machines = []
