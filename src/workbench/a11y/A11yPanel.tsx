import { useEffect, useState } from "react"
import { type A11yViolation, checkDemoArea } from "./checkDemoArea"
import "./a11y-panel.css"

type Run =
  { status: "running" } | { status: "done"; violations: A11yViolation[] } | { status: "failed"; message: string }

/** The Accessibility tab: runs axe-core (the test suite's engine) on the demo area, open overlays included. */
export default function A11yPanel() {
  const [run, setRun] = useState<Run>({ status: "running" })
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    checkDemoArea().then(
      (violations) => live && setRun({ status: "done", violations }),
      (error: unknown) =>
        live && setRun({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [round])

  const runAgain = () => {
    setRun({ status: "running" })
    setRound((n) => n + 1)
  }

  return (
    <div className="a11y-panel">
      <div className="a11y-bar">
        <button type="button" onClick={runAgain}>
          Run again
        </button>
      </div>
      <div role="status" className="a11y-status">
        {run.status === "running" && "Checking…"}
        {run.status === "failed" && `The check failed: ${run.message}`}
        {run.status === "done" &&
          (run.violations.length === 0
            ? "No violations"
            : `${run.violations.length} ${run.violations.length === 1 ? "violation" : "violations"}`)}
      </div>
      {run.status === "done" && run.violations.length > 0 && (
        <ul className="a11y-violations" aria-label="Violations">
          {run.violations.map((violation) => (
            <li key={violation.rule}>
              <p>
                <strong className="a11y-rule">{violation.rule}</strong>{" "}
                <span className="a11y-impact" data-impact={violation.impact}>
                  {violation.impact}
                </span>
              </p>
              <p>{violation.help}</p>
              <ul aria-label={`Elements failing ${violation.rule}`}>
                {violation.elements.map((element) => (
                  <li key={element}>
                    <code>{element}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
