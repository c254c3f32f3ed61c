// `@zag-js/react` as a story module sees it (scripts/vite-story-modules.ts): zag's adapter, whose
// `useMachine` and `Portal` are the gallery's (./useStoryMachine.ts, ./StoryPortal.tsx).
export * from "@zag-js/react"
export { useStoryMachine as useMachine } from "./useStoryMachine"
export { StoryPortal as Portal } from "./StoryPortal"
