import type { Locator, Page } from "@playwright/test"

/**
 * A zag widget on a demo page, as a person meets it: its parts by `data-scope` / `data-part` (zag writes
 * both on every element a machine's props spread onto), inside the demo's `<main>` unless they are
 * portalled out of it. Each widget's model (`<widget>.model.ts`) extends this with the parts and actions
 * its specs use.
 */
export class ZagModel {
  constructor(
    readonly page: Page,
    readonly scope: string,
  ) {}

  /** The demo itself, without the workbench around it. */
  get main(): Locator {
    return this.page.locator("main")
  }

  /** The selector of one of the widget's parts, for finding it inside another locator. */
  selector(name: string): string {
    return `[data-scope="${this.scope}"][data-part="${name}"]`
  }

  /** A part of the widget inside the demo's `<main>`, optionally narrowed by attribute selectors. */
  part(name: string, attributes = ""): Locator {
    return this.page.locator(`main ${this.selector(name)}${attributes}`)
  }

  /** A part anywhere on the page: popups that zag portals to `<body>` sit outside `<main>`. */
  portalled(name: string, attributes = ""): Locator {
    return this.page.locator(`${this.selector(name)}${attributes}`)
  }

  get root(): Locator {
    return this.part("root")
  }
}
