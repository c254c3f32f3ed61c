import type { QrCodeGenerateOptions } from "@zag-js/qr-code"
// the encoder the qr-code machine itself uses, which throws "Data too long" while rendering
import { encode } from "uqr"

export type EncodeStatus = { ok: true; version: number; size: number } | { ok: false; reason: string }

export const byteLength = (text: string) => new TextEncoder().encode(text).length

/** Whether the text fits a QR code with these options, and if so its version and size in modules. */
export function encodeStatus(value: string, encoding: QrCodeGenerateOptions): EncodeStatus {
  try {
    const { version, size } = encode(value, encoding)
    return { ok: true, version, size }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
