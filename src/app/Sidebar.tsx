import { Menu, X } from "lucide-react"
import { useEffect, useState } from "react"
import { Link, NavLink, useLocation } from "react-router"
import { findDemo, sortedDemos } from "../demos/registry"
import { ThemeToggle } from "./ThemeToggle"

export function Sidebar() {
  const { pathname } = useLocation()
  const current = findDemo(pathname)
  const [open, setOpen] = useState(false)

  // on narrow screens the list collapses; close it after each navigation
  useEffect(() => setOpen(false), [pathname])

  return (
    <aside className="nav" aria-label="Gallery" data-open={open ? "" : undefined}>
      <header>
        <Link to="/" className="brand" viewTransition>
          Zag.js
        </Link>
        <ThemeToggle />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="demo-links"
          aria-label={open ? "Close demo list" : "Open demo list"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden size={20} /> : <Menu aria-hidden size={20} />}
        </button>
      </header>
      <nav id="demo-links" aria-label="Demos">
        {sortedDemos.map((demo) => (
          <NavLink
            key={demo.slug}
            to={`/${demo.slug}`}
            viewTransition
            data-active={current?.slug === demo.slug ? "" : undefined}
          >
            {demo.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  )
}
