import type { ReactNode } from "react"
import { useLocation } from "react-router"
import { findDemo } from "../demos/registry"

type DemoMainProps = { className?: string; children: ReactNode }

/** The demo's `<main>`, headed by the demo's registry label. */
export function DemoMain({ className, children }: DemoMainProps) {
  const demo = findDemo(useLocation().pathname)
  return (
    <main className={className}>
      <h1 className="demo-title">{demo?.label}</h1>
      {/* demos use h3 inside widgets (as upstream does); this keeps the heading outline unbroken */}
      <h2 className="visually-hidden">Live demo</h2>
      {children}
    </main>
  )
}
