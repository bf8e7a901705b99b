// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary } from "~/root";

afterEach(cleanup);

describe("the root error boundary", () => {
  it("shows the error screen with status and message for an unexpected error", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Error("The ledger is unreachable");
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByTestId("error-status")).toHaveTextContent("500");
    expect(screen.getByTestId("error-message")).toHaveTextContent("The ledger is unreachable");
  });

  it("shows the not-found page for a 404 response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response("Not Found", { status: 404, statusText: "Not Found" });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
  });
});
