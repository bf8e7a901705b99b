import { deskPaths } from "../../app/route-table";
import { newToken, tokenHash } from "./desk-secrets";

/**
 * The browser a sign-in code was asked from: a random token in a cookie sent only to the sign-in
 * page, kept for as long as a code lives, the same for every code that browser asks for. A code is
 * good only with it, so that nobody elsewhere can try, or spend, the code a person is typing
 * (docs/decisions/024-the-desk.md, "Sign-in limits"). Only its SHA-256 is stored.
 */
const cookieName = "desk_sign_in";
const lifetimeSeconds = 10 * 60;
const wellFormed = /^[\w-]{43}$/;

export function signInBrowserOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === cookieName && wellFormed.test(value ?? "")) return value;
  }
  return undefined;
}

/** The browser's token (a new one when it has none) and the cookie that keeps it another ten minutes. */
export function signInBrowser(request: Request): { token: string; cookie: string } {
  const token = signInBrowserOf(request) ?? newToken();
  const secure = new URL(request.url).protocol === "https:";
  const cookie = [
    `${cookieName}=${token}`,
    `Path=${deskPaths.signIn}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${lifetimeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return { token, cookie };
}

export const browserHash = (token: string) => tokenHash(token);
