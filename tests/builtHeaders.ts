import { headersOfDist } from "../hosting/security-headers.mjs"

/** The headers of the build under test (PW_DIST, see playwright.config.ts): its policies carry its inline scripts' hashes. */
export const builtHeaders = () => headersOfDist(process.env.PW_DIST ?? "dist")
