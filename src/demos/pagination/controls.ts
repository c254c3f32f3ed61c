import { defineControls } from "../../workbench/controls/schema"

export const paginationControls = defineControls({
  pageSize: { kind: "number", default: 10, min: 1, step: 1 },
  siblingCount: { kind: "number", default: 1, min: 0, step: 1 },
  // the current page lives in the URL too, so a page of the table is a shareable link
  page: { kind: "number", default: 1, step: 1 },
})
