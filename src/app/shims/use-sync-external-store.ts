// wouter imports the use-sync-external-store shim for React 17; React 19 has the hook built in.
export { useSyncExternalStore } from "react"
