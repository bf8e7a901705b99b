/**
 * The desk's rules that need no database: what each role may do, which requests count as coming from
 * the desk, the session cookie, which e-mail addresses it takes, how the search folds text, and how
 * the inbox reads its filters from an address (where a sign-in leads back to: ./desk-address.test.ts).
 */
import { describe, expect, it } from "vitest";
import { isEmailAddress } from "~/desk/desk-route.server";
import { filterHref, readFilter } from "~/desk/inbox-filter";
import { noticeIn, withNotice } from "~/desk/notices";
import { isSameOriginRequest } from "../../../server/desk/origin-check";
import { abilities, can } from "../../../server/desk/roles";
import { containsPattern, foldForSearch, ftsPhrase, searchTextOf, searchWords } from "../../../server/desk/search-text";
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from "../../../server/desk/sessions";
import { keyedHash, newCode, newPathToken, newToken, sameHash, tokenHash } from "../../../server/desk/desk-secrets";

describe("roles", () => {
  it("gives owners everything, editors the leads, subscribers and editions, viewers reading alone", () => {
    const table = Object.fromEntries(
      (["owner", "editor", "viewer"] as const).map((role) => [role, abilities.filter((ability) => can(role, ability))]),
    );
    expect(table).toEqual({
      owner: [
        "account",
        "leads:read",
        "leads:write",
        "subscribers:read",
        "subscribers:write",
        "staff:manage",
        "privacy:answer",
        "audit:read",
        "editions:read",
        "editions:send",
        "editions:rules",
      ],
      editor: [
        "account",
        "leads:read",
        "leads:write",
        "subscribers:read",
        "subscribers:write",
        "editions:read",
        "editions:send",
      ],
      viewer: ["account", "leads:read", "subscribers:read", "editions:read"],
    });
  });
});

describe("a request from the desk", () => {
  const post = (headers: Record<string, string>, url = "https://desk.example/desk/x") =>
    isSameOriginRequest(new Request(url, { method: "POST", headers }));
  it("carries the desk's own origin, or null with Sec-Fetch-Site: same-origin (a no-referrer page's post)", () => {
    expect(post({ Origin: "https://desk.example" })).toBe(true);
    expect(post({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(post({})).toBe(false);
    expect(post({ Origin: "https://desk.example.evil" })).toBe(false);
    expect(post({ Origin: "http://desk.example" }), "another scheme").toBe(false);
    expect(post({ Origin: "null" })).toBe(false);
    expect(post({ Origin: "null", "Sec-Fetch-Site": "same-site" })).toBe(false);
    expect(post({ Origin: "https://other.example", "Sec-Fetch-Site": "same-origin" })).toBe(false);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for /desk only, Secure over HTTPS, and read back from a Cookie header", () => {
    expect(sessionCookie("abc", { secure: false, maxAgeMs: 90_500 })).toBe(
      "desk_session=abc; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=90",
    );
    expect(sessionCookie("abc", { secure: true, maxAgeMs: 1000 })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ secure: true })).toBe(
      "desk_session=; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
    const read = (cookie?: string) =>
      sessionTokenOf(new Request("https://desk.example/desk", { headers: cookie ? { Cookie: cookie } : {} }));
    expect(read("theme=dark; desk_session=t0k=n; other=1")).toBe("t0k=n");
    expect(read("desk_session=")).toBeUndefined();
    expect(read("desk_session")).toBeUndefined();
    expect(read("xdesk_session=a")).toBeUndefined();
    expect(read()).toBeUndefined();
  });
});

describe("secrets", () => {
  it("makes random tokens and 8-digit codes, hashes them, and compares hashes in constant time", () => {
    expect(newToken()).toMatch(/^[\w-]{43}$/);
    expect(newPathToken()).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 50 }, newToken)).size).toBe(50);
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((code) => /^\d{8}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(tokenHash("a")).toBe("ypeBEsobvcr6wjGzmiPcTaeG7_gUfE5yuYB3ha_uSLs");
    const key = Buffer.from("key");
    expect(keyedHash(key, "code", "1")).not.toBe(keyedHash(key, "code", "2"));
    expect(keyedHash(key, "code", "1")).not.toBe(keyedHash(key, "limit", "1"));
    expect(keyedHash(Buffer.from("other"), "code", "1")).not.toBe(keyedHash(key, "code", "1"));
    expect(sameHash("abc", "abc")).toBe(true);
    expect(sameHash("abc", "abd")).toBe(false);
    expect(sameHash("abc", "abcd")).toBe(false);
  });
});

describe("an address the desk writes to", () => {
  it("takes an e-mail address only", () => {
    expect(isEmailAddress("ada@example.com")).toBe(true);
    for (const bad of [
      "ada",
      "ada@example",
      "a b@example.com",
      "<a>@example.com",
      `${"a".repeat(250)}@example.com`,
      "a\u0000@example.com",
      "ada@exa\u0085mple.com",
      "ada@example.c\u007fom",
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});

describe("the search", () => {
  it("folds case in every script and compatibility forms, the same for the text and the words", () => {
    expect(foldForSearch("ÉLODIE ΣΟΦΊΑ ＡＣＭＥ ﬁle")).toBe("élodie σοφία acme file");
    expect(foldForSearch("A\0b\0")).toBe("ab");
    expect(searchTextOf({ name: "Ada", email: "ADA@X.COM", organization: "", message: "Hi", phone: "123" })).toBe(
      "ada\nada@x.com\nhi",
    );
    // A word under three characters is left out: the trigram indexes cannot find it (server/desk/search-text.ts).
    expect(searchWords("  Ada   LOVELACE\tx ")).toEqual(["ada", "lovelace"]);
    expect(searchWords("a b c d e f g h i j")).toEqual([]);
    expect(searchWords("alpha bravo charlie delta echo foxtrot golf hotel india juliet")).toHaveLength(8);
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect(ftsPhrase('say "hi" OR x')).toBe('"say ""hi"" OR x"');
  });
});

describe("the inbox's filters", () => {
  it("are read from the address, and a value that makes no sense is named and left out", () => {
    const read = (query: string) => readFilter(`https://desk.example/desk?${query}`, "me-id");
    expect(read("q=%20ada%20&form=contact&status=won&assignee=me&from=2030-01-01&to=2030-01-31&page=3")).toEqual({
      filter: {
        query: "ada",
        form: "contact",
        status: "won",
        assignee: "me-id",
        from: "2030-01-01",
        to: "2030-01-31",
        page: 3,
      },
      values: { q: "ada", form: "contact", status: "won", assignee: "me", from: "2030-01-01", to: "2030-01-31" },
      problems: [],
      searchRefused: false,
    });
    const bad = read("form=fax&status=maybe&from=2030-02-30&to=soon&page=0");
    expect(bad.filter).toEqual({ query: "", page: 1 });
    expect(bad.values).toMatchObject({ form: "", status: "", from: "", to: "" });
    expect(bad.problems).toEqual([
      "There is no form “fax”: choose one of contact, company-contact, demo-request.",
      "There is no status “maybe”: choose one of new, in-progress, won, lost, spam.",
      "“2030-02-30” is not a date: write it as 2030-01-31.",
      "“soon” is not a date: write it as 2030-01-31.",
      "“0” is not a page number.",
    ]);
    expect(read("assignee=none").filter.assignee).toBe("none");
    expect(read(`q=${"x".repeat(300)}`).filter.query).toHaveLength(200);
  });

  it("are written back into links, empty ones and the first page left out", () => {
    expect(filterHref("/desk", { q: "a b", form: "", status: "won", page: 1 })).toBe("/desk?q=a+b&status=won");
    expect(filterHref("/desk", { page: 2 })).toBe("/desk?page=2");
    expect(filterHref("/desk.csv", {})).toBe("/desk.csv");
  });

  it("say what changed after a post, from known words only", () => {
    expect(withNotice("/desk", "saved")).toBe("/desk?notice=saved");
    expect(withNotice("/desk?x=1", "saved")).toBe("/desk?x=1&notice=saved");
    expect(noticeIn("https://desk.example/desk?notice=saved")).toBe("Saved.");
    expect(noticeIn("https://desk.example/desk?notice=toString")).toBeUndefined();
    expect(noticeIn("https://desk.example/desk")).toBeUndefined();
  });

  it("names a NUL character in any value and leaves the value out", () => {
    const read = readFilter("https://desk.example/desk?q=a%00b&assignee=%00&status=won", "me-id");
    expect(read.filter).toEqual({ query: "", status: "won", page: 1 });
    expect(read.values).toMatchObject({ q: "", assignee: "", status: "won" });
    expect(read.problems).toEqual([
      "A NUL character in the address (in “q”) was left out: nothing stored holds one.",
      "A NUL character in the address (in “assignee”) was left out: nothing stored holds one.",
    ]);
  });
});
