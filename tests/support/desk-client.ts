/**
 * A browser without JavaScript, for the desk on a running server: it keeps the session cookie the
 * desk sets, posts forms from the desk's own origin (as a browser sends `Origin`), and follows no
 * redirect, so that a test sees each answer.
 */
export type DeskAnswer = { status: number; headers: Headers; text: string; location: string | null };

export function deskClient(baseUrl: string, { cookie = "" }: { cookie?: string } = {}) {
  const state = { cookie };
  async function send(
    path: string,
    {
      method = "GET",
      form,
      headers = {},
    }: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<DeskAnswer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(state.cookie ? { Cookie: state.cookie } : {}),
        ...(method === "GET" ? {} : { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" }),
        ...headers,
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) state.cookie = /Max-Age=0/.test(setCookie) ? "" : setCookie.split(";")[0];
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      location: response.headers.get("location"),
    };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => send(path, { headers }),
    post: (path: string, form: Record<string, string>, headers?: Record<string, string>) =>
      send(path, { method: "POST", form, headers }),
    send,
    get cookie() {
      return state.cookie;
    },
  };
}

/** The sign-in link `npm run desk -- add-owner` printed. */
export function printedLink(output: string): string {
  const link = /(https?:\/\/\S+\/desk\/sign-in\/link\/[0-9a-f]{64})/.exec(output)?.[1];
  if (!link) throw new Error(`no sign-in link in:\n${output}`);
  return new URL(link).pathname;
}

/** The code a sign-in code e-mail carries, from its text. */
export function codeIn(text: string): string {
  const code = /Your sign-in code: (\d{8})/.exec(text)?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}
