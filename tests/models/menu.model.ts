import type { Page } from "@playwright/test"
import { part } from "../fixtures"

// The menus of /menu, /menu-options and /context-menu (src/widgets/menu): an open menu's popup, its
// items by name, and the line where the page says what was selected.

/** The menu popup (a portalled one is outside <main>). */
export const content = (page: Page) => part(page, "menu", "content")
export const menuItem = (page: Page, name: string) => page.getByRole("menuitem", { name })
export const output = (page: Page) => page.locator("main output")
