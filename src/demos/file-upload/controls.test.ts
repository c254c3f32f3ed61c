import { describe, expect, test } from "vitest"
import { parseAccept, validateFileLimits } from "./controls"

const defaults = { accept: "", maxFiles: 1, disabled: false, dropzone: true, minFileSize: 0, maxFileSize: undefined }

describe("file upload controls", () => {
  test("parseAccept keeps MIME types, wildcards and extensions, lower-cased", () => {
    expect(parseAccept(" image/*, .MD ,application/pdf, png, ")).toEqual({
      valid: ["image/*", ".md", "application/pdf"],
      invalid: ["png"],
    })
  })

  test("unknown accept entries are dropped and named", () => {
    const { values, problems } = validateFileLimits({ ...defaults, accept: "image/*, png, text" })
    expect(values.accept).toBe("image/*")
    expect(problems).toEqual([
      "Ignored accept entries “png”, “text”: use a MIME type (image/png), a wildcard (image/*) or an extension (.pdf).",
    ])
  })

  test("a minimum above the maximum is dropped, since every file would be rejected", () => {
    const { values, problems } = validateFileLimits({ ...defaults, minFileSize: 5000, maxFileSize: 2000 })
    expect(values.minFileSize).toBe(0)
    expect(values.maxFileSize).toBe(2000)
    expect(problems[0]).toContain("every file would be rejected")
  })

  test("valid limits pass unchanged", () => {
    const entered = { ...defaults, accept: ".pdf", minFileSize: 10, maxFileSize: 2000 }
    expect(validateFileLimits(entered)).toEqual({ values: entered, problems: [] })
  })
})
