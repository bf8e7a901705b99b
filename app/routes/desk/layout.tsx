import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { deskHandle } from "~/components/desk/desk-document";
import { SignInFrame } from "~/components/desk/desk-frame";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/layout";

/** Every desk page sits here: the desk's own document (app/root.tsx) and error page, never the public site's. */
export const handle = deskHandle;

export default function DeskLayout() {
  return <Outlet />;
}

const titles: Record<number, string> = {
  400: "The request could not be read",
  401: "Please sign in again",
  403: "Not allowed",
  404: "Not found",
  409: "Changed meanwhile",
  413: "Too large",
  415: "Not a form",
  429: "Too many tries",
  503: "The desk is unavailable",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Something went wrong on the server. Nothing you sent was lost: go back and try again.";
  return (
    <SignInFrame title={titles[status] ?? "Something went wrong"}>
      <p>{message}</p>
      <p>
        <a
          className="font-semibold text-brand-strong underline underline-offset-4"
          href={status === 401 ? `${deskPaths.signIn}?next=${encodeURIComponent(pathname + search)}` : deskPaths.inbox}
        >
          {status === 401 ? "Sign in" : "Back to the leads"}
        </a>
      </p>
    </SignInFrame>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Desk" }];
