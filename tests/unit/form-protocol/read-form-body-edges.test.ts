/** The form body reader at its edges (app/forms/read-form-body.server.ts). */
import { describe, expect, it } from "vitest";
import { bodyMessages, parseUrlEncoded, readFormBody } from "~/forms/read-form-body.server";

const urlEncodedType = "application/x-www-form-urlencoded";
const post = (init: RequestInit & { duplex?: "half" }) =>
  new Request("http://localhost/contact", { method: "POST", ...init });

describe("form body edges", () => {
  it("accepts a body that declares exactly the cap", async () => {
    const body = "a=".padEnd(64, "b");
    const read = await readFormBody(
      post({ body, headers: { "Content-Type": urlEncodedType, "Content-Length": "64" } }),
      64,
    );
    expect(read).toMatchObject({ ok: true });
  });

  it("reads a post without a body as an empty form", async () => {
    const read = await readFormBody(post({ headers: { "Content-Type": urlEncodedType } }), 64);
    expect(read.ok && [...read.formData]).toEqual([]);
  });

  it("answers 400 when the body cannot be read to its end", async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const read = await readFormBody(
      post({ body: failing, duplex: "half", headers: { "Content-Type": urlEncodedType } }),
      64,
    );
    expect(read).toEqual({ ok: false, status: 400, message: bodyMessages.malformed });
  });

  it("reads a media type written with spaces before its parameters", async () => {
    const read = await readFormBody(
      post({ body: "a=1", headers: { "Content-Type": `${urlEncodedType} ; charset=UTF-8` } }),
      64,
    );
    expect(read.ok && [...read.formData]).toEqual([["a", "1"]]);
  });

  it("skips empty pairs, takes a name without '=' as empty, and reads '+' in names as a space", () => {
    expect([...parseUrlEncoded("a=1&&b=2&")!]).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect([...parseUrlEncoded("flag&x=%21")!]).toEqual([
      ["flag", ""],
      ["x", "!"],
    ]);
    expect([...parseUrlEncoded("full+name=Ada+Lovelace")!]).toEqual([["full name", "Ada Lovelace"]]);
  });

  it("keeps characters beyond the basic plane, and the one just below it, beside escapes", () => {
    expect([...parseUrlEncoded("m=😀a%21")!]).toEqual([["m", "😀a!"]]);
    expect([...parseUrlEncoded("m=\uffffa%21")!]).toEqual([["m", "\uffffa!"]]);
  });
});
