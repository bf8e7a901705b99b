import { AsyncLocalStorage } from "node:async_hooks";

const requests = new AsyncLocalStorage<string>();

/** Runs the rest of a request's work with its id at hand, through every await it makes. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work);
}

/**
 * The id of the request being answered, for what it queues (the outbox rows carry it to the worker's
 * log lines); undefined outside a request (a command, the worker itself).
 */
export function currentRequestId(): string | undefined {
  return requests.getStore();
}
