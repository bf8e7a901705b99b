import { describe, expect, it } from "vitest";
import { bodyMessages, parseUrlEncoded, readFormBody } from "~/forms/read-form-body.server";

const cap = 1024;

function request(body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    duplex: "half",
  } as RequestInit);
}

function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("form body reader", () => {
  it("reads a URL-encoded form, percent-escapes and plus signs included", async () => {
    const body = await readFormBody(
      request("name=Ad%C3%A9+L%C3%B6&message=a%2Bb%3D%26", "application/x-www-form-urlencoded"),
      cap,
    );
    expect(body.ok && Object.fromEntries(body.formData)).toEqual({ name: "Adé Lö", message: "a+b=&" });
  });

  it("reads a multipart form", async () => {
    const form = new FormData();
    form.append("name", "Zoë 山田");
    form.append("message", "<b>hi</b>");
    const encoded = new Response(form);
    const body = await readFormBody(
      request(await encoded.arrayBuffer(), encoded.headers.get("content-type") ?? ""),
      cap,
    );
    expect(body.ok && Object.fromEntries(body.formData)).toEqual({ name: "Zoë 山田", message: "<b>hi</b>" });
  });

  it("accepts a content type with a charset parameter", async () => {
    const body = await readFormBody(request("a=1", "application/x-www-form-urlencoded; charset=UTF-8"), cap);
    expect(body.ok).toBe(true);
  });

  it("answers 415 to any other content type", async () => {
    for (const type of ["application/json", "text/plain", undefined]) {
      expect(await readFormBody(request("{}", type), cap)).toEqual({
        ok: false,
        status: 415,
        message: bodyMessages.unsupportedType,
      });
    }
  });

  it("answers 413 when the declared length is over the cap, without reading", async () => {
    const body = await readFormBody(
      request("a=1", "application/x-www-form-urlencoded", { "Content-Length": String(cap + 1) }),
      cap,
    );
    expect(body).toEqual({ ok: false, status: 413, message: bodyMessages.tooLarge });
  });

  it("answers 413 when a streamed body grows past the cap, and accepts one exactly at it", async () => {
    const chunk = new TextEncoder().encode("a=".padEnd(512, "x"));
    const over = await readFormBody(
      request(streamOf([chunk, chunk, new Uint8Array([120])]), "application/x-www-form-urlencoded"),
      cap,
    );
    expect(over).toMatchObject({ ok: false, status: 413 });
    const exact = await readFormBody(request(streamOf([chunk, chunk]), "application/x-www-form-urlencoded"), cap);
    expect(exact.ok).toBe(true);
  });

  it("answers 400 to percent-encoded bytes that are not UTF-8", async () => {
    for (const text of ["name=%FF", "name=%C3%28", "name=%ED%A0%80", "%FF=x"]) {
      expect(await readFormBody(request(text, "application/x-www-form-urlencoded"), cap)).toEqual({
        ok: false,
        status: 400,
        message: bodyMessages.invalidUtf8,
      });
    }
  });

  it("answers 400 to raw bytes that are not UTF-8, in both encodings", async () => {
    const raw = Uint8Array.from([...new TextEncoder().encode("name="), 0xc3, 0x28]);
    expect(await readFormBody(request(raw, "application/x-www-form-urlencoded"), cap)).toMatchObject({ status: 400 });
    const multipart = Uint8Array.from([
      ...new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
      0xff,
      ...new TextEncoder().encode("\r\n--b--\r\n"),
    ]);
    expect(await readFormBody(request(multipart, "multipart/form-data; boundary=b"), cap)).toEqual({
      ok: false,
      status: 400,
      message: bodyMessages.invalidUtf8,
    });
  });

  it("answers 400 to a malformed multipart body and to file uploads", async () => {
    expect(await readFormBody(request("garbage", "multipart/form-data; boundary=b"), cap)).toEqual({
      ok: false,
      status: 400,
      message: bodyMessages.malformed,
    });
    const form = new FormData();
    form.append("file", new Blob(["hello"]), "hello.txt");
    const encoded = new Response(form);
    expect(
      await readFormBody(request(await encoded.arrayBuffer(), encoded.headers.get("content-type") ?? ""), cap),
    ).toEqual({ ok: false, status: 400, message: bodyMessages.files });
  });

  it("keeps a literal percent sign that starts no escape, as the URL standard does", () => {
    expect(Object.fromEntries(parseUrlEncoded("discount=100%&x=%zz") ?? [])).toEqual({ discount: "100%", x: "%zz" });
  });
});
