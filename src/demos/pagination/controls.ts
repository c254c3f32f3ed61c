import { defineControls } from "../../workbench/controls/schema"
import { CONTACT_COUNT } from "./contacts"

/** Whole numbers for the table: sizes and counts are rounded, and the page kept within the pages that exist. */
export const paginationControls = defineControls(
  {
    // beyond these the table has one page and every page button is already shown
    pageSize: { kind: "number", default: 10, min: 1, max: CONTACT_COUNT, step: 1 },
    siblingCount: { kind: "number", default: 1, min: 0, max: 100, step: 1 },
    // the current page lives in the URL too, so a page of the table is a shareable link
    page: { kind: "number", default: 1, step: 1 },
  },
  {
    validate: (entered) => {
      const problems: string[] = []
      const pageSize = Math.max(1, Math.round(entered.pageSize))
      if (pageSize !== entered.pageSize) problems.push(`Page size ${entered.pageSize} was rounded to ${pageSize}.`)
      const siblingCount = Math.max(0, Math.round(entered.siblingCount))
      if (siblingCount !== entered.siblingCount) {
        problems.push(`Sibling count ${entered.siblingCount} was rounded to ${siblingCount}.`)
      }
      const totalPages = Math.max(1, Math.ceil(CONTACT_COUNT / pageSize))
      const page = Math.min(Math.max(Math.round(entered.page), 1), totalPages)
      if (page !== entered.page) {
        problems.push(`Page ${entered.page} does not exist (pages run from 1 to ${totalPages}); showing page ${page}.`)
      }
      return { values: { pageSize, siblingCount, page }, problems }
    },
  },
)
