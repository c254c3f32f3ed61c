import { useContext, useEffect, useRef, useState } from "react"
import { moreCode } from "../controls/moreCode"
import type { ControlSchema, ControlValues } from "../controls/schema"
import { DemoInfoContext } from "../demoInfo"
import { useViewSettings } from "../viewSettings/useViewSettings"
import { highlightTsx } from "./highlightTsx"
import "./code-panel.css"
import { renderSnippet } from "./snippet"
import { writeControlsIn } from "./storySource"
import type { DemoCode } from "../demoInfo"

type Loaded = { status: "loading" } | { status: "missing" } | { status: "ready"; code: DemoCode }

/** The Code tab: a React component that reproduces the demo with the current control values. */
export default function CodePanel({ schema, values }: { schema: ControlSchema; values: ControlValues<ControlSchema> }) {
  const demo = useContext(DemoInfoContext)
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" })
  const { dir, locale } = useViewSettings()

  useEffect(() => {
    let live = true
    const load = demo?.loadCode ?? (() => Promise.resolve(undefined))
    load().then((template) => {
      if (live) setLoaded(template ? { status: "ready", code: template } : { status: "missing" })
    })
    return () => {
      live = false
    }
  }, [demo])

  if (loaded.status === "loading") return <p aria-busy="true">Loading the code…</p>
  if (loaded.status === "missing") return <p>This demo has no code snippet.</p>
  // the props the Controls tab's More props set are written like its hand-picked ones
  const all = { ...schema, ...moreCode.schema }
  const allValues = { ...values, ...moreCode.values }
  const code =
    "source" in loaded.code
      ? writeControlsIn(loaded.code.source, all, allValues, { dir, locale })
      : renderSnippet(loaded.code, all, allValues, { dir, locale })
  return <CodeView code={code} />
}

function CodeView({ code }: { code: string }) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    window.clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(code)
      setCopied("copied")
    } catch {
      setCopied("failed")
    }
    timer.current = window.setTimeout(() => setCopied(null), 2000)
  }

  return (
    <div className="code-panel">
      <div className="code-panel-bar">
        <button type="button" className="code-copy" onClick={copy}>
          {copied === "copied" ? "Copied" : "Copy"}
        </button>
        <span role="status" className="visually-hidden">
          {copied === "copied" ? "Code copied to the clipboard" : copied === "failed" ? "Copying failed" : ""}
        </span>
        {copied === "failed" && <span className="code-copy-failed">Copying failed: select the code and copy it.</span>}
      </div>
      {/* focusable so keyboard users can scroll it */}
      <pre className="code-block" dir="ltr" tabIndex={0} aria-label="React code of this demo">
        <code>
          {highlightTsx(code.trimEnd()).map((line, index) => (
            <span key={index} className="code-line">
              {line.map((token, i) =>
                token.kind === "space" || token.kind === "identifier" ? (
                  token.text
                ) : (
                  <span key={i} className={`sh-${token.kind}`}>
                    {token.text}
                  </span>
                ),
              )}
              {"\n"}
            </span>
          ))}
        </code>
      </pre>
    </div>
  )
}
