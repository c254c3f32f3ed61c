import { type Driver, LEFT_PAGE } from "../engine/driver"

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"])

/** Reports what the page's Content-Security-Policy blocks as a console error (run as an init script). */
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} in ${event.sourceFile || "the page"}`,
    )
  })
}

/**
 * The failure policy of every browser test, in both engines: a console error or warning, an uncaught
 * error, a Content-Security-Policy violation (the preview server sends a strict one: anything it blocks
 * is a defect) or a request to another host is a problem. `allowed` says which remote URLs the test
 * answers itself (it routes them before navigating). Call before the page loads.
 */
export async function watchProblems(driver: Driver, problems: string[], allowed: (url: URL) => boolean = () => false) {
  driver.watch({
    console(type, text, url) {
      // Chromium reports a document served with 404 (the not-found page) as a console error
      const notFoundDocument = text.includes("status of 404") && url === driver.url()
      // not the page under test: the one the driver left (tests/engine/driver.ts), which a person no longer sees
      const leftPage = text.startsWith(LEFT_PAGE)
      if ((type === "error" || type === "warning" || type === "warn") && !notFoundDocument && !leftPage)
        problems.push(`console.${type}: ${text}`)
    },
    pageError: (message) => problems.push(`uncaught: ${message}`),
    request(href) {
      const url = new URL(href)
      if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname) && !allowed(url))
        problems.push(`request to another host: ${href}`)
    },
  })
  await driver.addInitScript(reportCspViolations)
}

export const PROBLEMS = "console errors, page errors, CSP violations or remote requests"
