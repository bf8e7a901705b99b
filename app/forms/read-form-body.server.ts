/**
 * Reads a form post the way the actions need it: never more than the byte cap,
 * only the two form encodings, only well-formed UTF-8. Each refusal carries the
 * HTTP status and a message for the visitor; nothing here throws.
 */
export type FormBody =
  { ok: true; formData: URLSearchParams } | { ok: false; status: 400 | 413 | 415; message: string };

export const bodyMessages = {
  tooLarge: "Your message is too large to send. Please shorten it and try again.",
  unsupportedType: "This form accepts only application/x-www-form-urlencoded or multipart/form-data posts.",
  invalidUtf8: "The form data is not valid UTF-8 text. Please check for unusual characters and try again.",
  malformed: "The form data could not be read. Please reload the page and send the form again.",
  files: "This form does not accept files.",
} as const;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function refuse(status: 400 | 413 | 415, message: string): FormBody {
  return { ok: false, status, message };
}

/** Reads at most `maxBytes` of the body; `null` when there is more. */
export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

const hexDigit = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextEncoder();

/**
 * `application/x-www-form-urlencoded` as the URL standard parses it, except that
 * the percent-decoded bytes must be UTF-8: URLSearchParams would silently turn
 * `%FF` into U+FFFD and store a corrupted message.
 */
export function parseUrlEncoded(body: string): URLSearchParams | null {
  const params = new URLSearchParams();
  for (const sequence of body.split("&")) {
    if (sequence === "") continue;
    const separator = sequence.indexOf("=");
    const rawName = separator === -1 ? sequence : sequence.slice(0, separator);
    const rawValue = separator === -1 ? "" : sequence.slice(separator + 1);
    const name = percentDecode(rawName.replaceAll("+", " "));
    const value = percentDecode(rawValue.replaceAll("+", " "));
    if (name === null || value === null) return null;
    params.append(name, value);
  }
  return params;
}

function percentDecode(text: string): string | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: decoding text without an escape gives it back unchanged; the check saves the work
  if (!text.includes("%")) return text;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    const hex = text.slice(index + 1, index + 3);
    if (character === "%" && hexDigit.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      const codePoint = text.codePointAt(index) ?? 0;
      const encoded = utf8.encode(String.fromCodePoint(codePoint));
      bytes.push(...encoded);
      if (codePoint > 0xffff) index++;
    }
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormBody> {
  let formData: FormData;
  try {
    formData = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refuse(400, bodyMessages.malformed);
  }
  const params = new URLSearchParams();
  for (const [name, value] of formData) {
    if (typeof value !== "string") return refuse(400, bodyMessages.files);
    params.append(name, value);
  }
  return { ok: true, formData: params };
}

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  // Stryker disable next-line StringLiteral: any text but the two media types is refused alike
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    return refuse(415, bodyMessages.unsupportedType);
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readCapped(request, maxBytes);
  } catch {
    return refuse(400, bodyMessages.malformed);
  }
  if (bytes === null) return refuse(413, bodyMessages.tooLarge);
  // Raw bytes first: both encodings must be UTF-8 throughout (multipart parts are not percent-encoded).
  const text = decodeUtf8(bytes);
  if (text === null) return refuse(400, bodyMessages.invalidUtf8);
  if (mediaType === "multipart/form-data") return parseMultipart(bytes, contentType);
  const formData = parseUrlEncoded(text);
  return formData ? { ok: true, formData } : refuse(400, bodyMessages.invalidUtf8);
}
