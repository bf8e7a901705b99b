import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { maxFormBodyBytes } from "~/forms/form-protocol";
import { readCapped, readFormBody } from "~/forms/read-form-body.server";
import type { Desk } from "../../server/desk/create-desk";
import { withNotice, type NoticeKey } from "./notices";
import { maxUploadBytes } from "./vocabulary";

/**
 * What every desk route module does the same way: find the desk in the load context, read a form
 * post with the public forms' limits, answer a change with a redirect and a notice.
 */
export function deskOf(context: AppLoadContext): Desk {
  if (!context.desk) throw plainAnswer(503, "The desk is not running on this server.");
  return context.desk;
}

export function plainAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/**
 * The posted form (413, 415 and 400 as the public forms answer them). A NUL character is refused
 * with 400 here, once for every field: no page types one, and PostgreSQL cannot store it in text.
 */
export async function deskForm(request: Request): Promise<URLSearchParams> {
  const body = await readFormBody(request, maxFormBodyBytes);
  if (!body.ok) throw plainAnswer(body.status, body.message);
  if ([...body.formData].some(([name, value]) => `${name}${value}`.includes("\u0000"))) {
    throw plainAnswer(400, "The form holds a NUL character, which the desk cannot store: remove it and send again.");
  }
  return body.formData;
}

/**
 * A file posted with a desk form (multipart/form-data: 415 for another type, 413 over the cap, 400
 * when it does not parse), as UTF-8 text read in pieces; a problem the person can mend (no file) is
 * returned. The server leaves this post's body to the route (server/request-body.ts, `streamedPaths`),
 * so the cap here is the only one.
 */
export async function deskUpload(
  request: Request,
  name: string,
): Promise<{ text: AsyncIterable<string>; fileName: string; fields: URLSearchParams } | { problem: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.split(";")[0].trim().toLowerCase() !== "multipart/form-data") {
    throw plainAnswer(415, "Send the file with the form of this page (multipart/form-data).");
  }
  const bytes = await readCapped(request, maxUploadBytes).catch(() => undefined);
  if (bytes === null) {
    throw plainAnswer(413, `The file is too large: at most ${maxUploadBytes / 1024 / 1024} MB at a time.`);
  }
  const form =
    bytes &&
    (await new Response(bytes, { headers: { "Content-Type": contentType } }).formData().catch(() => undefined));
  if (!form) throw plainAnswer(400, "The form data could not be read. Please reload the page and send it again.");
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return { problem: "Choose a CSV file to import." };
  return {
    // Text that is not UTF-8 stops the reading, and the import reports it (server/newsletter/csv-records.ts).
    text: file.stream().pipeThrough(new TextDecoderStream("utf-8", { fatal: true })),
    fileName: file.name.split(/[\\/]/).at(-1) || "upload.csv",
    // The form's other fields (the list an import goes to), as a desk form's.
    fields: new URLSearchParams([...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : []))),
  };
}

/**
 * A posted JSON body of the shape `schema` describes (415 for another type, 400 when it does not parse
 * or has another shape), answered as JSON for the desk script; the size limit is the server's.
 */
export async function deskJson<Body>(request: Request, schema: z.ZodType<Body>): Promise<Body> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw Response.json({ message: "Send application/json." }, { status: 415 });
  }
  const body = schema.safeParse(await request.json().catch(() => undefined));
  if (body.success) return body.data;
  throw Response.json(
    { message: "The desk did not understand this request. Please reload the page and try again." },
    { status: 400 },
  );
}

export const field = (form: URLSearchParams, name: string) => form.get(name)?.trim() ?? "";

/** After a change: back to a page (a 303, so the browser GETs it), saying what happened. */
export function redirectWithNotice(path: string, notice: NoticeKey, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { Location: withNotice(path, notice), ...headers } });
}

const mailbox = /^[^\s\p{Cc}@<>]+@[^\s\p{Cc}@<>]+\.[^\s\p{Cc}@<>]+$/u;

/** An e-mail address: where a code or an invitation goes, or whose privacy request is answered. */
export const isEmailAddress = (value: string) => value.length <= 254 && mailbox.test(value);
