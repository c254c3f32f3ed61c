import type { LiHTMLAttributes, ReactNode } from "react"

type DocsEntryProps = Omit<LiHTMLAttributes<HTMLLIElement>, "children"> & {
  /** The entry's name as code (`loopFocus`, `api.setValue(value: string[]): void`), or plain text. */
  name: ReactNode
  /** Marks after the name ("required", "in Controls"). */
  badges?: ReactNode
  description?: string
  /** Its facts, under the name. */
  children?: ReactNode
  /** What follows the description (a type's own members). */
  more?: ReactNode
}

/** One row of a Docs section: its name, its facts (children) and zag's description. */
export function DocsEntry({ name, badges, description, children, more, ...row }: DocsEntryProps) {
  return (
    <li className="docs-entry" {...row}>
      <p className="docs-entry-head">
        {name}
        {badges}
      </p>
      {children}
      {description && <p className="docs-description">{description}</p>}
      {more}
    </li>
  )
}

/** A name or signature in a Docs row: code, always left to right. */
export const DocsName = ({ children, signature }: { children: ReactNode; signature?: boolean }) => (
  <code className={signature ? "docs-name docs-signature" : "docs-name"} dir="ltr">
    {children}
  </code>
)
