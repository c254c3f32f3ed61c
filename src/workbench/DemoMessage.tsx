import type { ReactNode } from "react"

/** A message about what the user just did (a refused action, a failed copy); option problems go to the Controls panel. */
export function DemoMessage({ children, testId }: { children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === false || children === "") return null
  return (
    <p className="demo-message" role="alert" data-testid={testId}>
      {children}
    </p>
  )
}
