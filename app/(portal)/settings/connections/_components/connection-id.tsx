"use client";

import { createContext, useContext, type ReactNode } from "react";

// The connection a page of /settings/connections/[id] is about: every form on it names
// it, and each action checks it belongs to the member's organisation.

const ConnectionIdContext = createContext<string | null>(null);

export function ConnectionIdProvider({ connectionId, children }: { connectionId: string; children: ReactNode }) {
  return <ConnectionIdContext value={connectionId}>{children}</ConnectionIdContext>;
}

export function useConnectionId(): string {
  const id = useContext(ConnectionIdContext);
  if (id === null) throw new Error("useConnectionId needs a ConnectionIdProvider.");
  return id;
}

/** The hidden field that names the page's connection in a form. */
export function ConnectionIdInput() {
  return <input type="hidden" name="connectionId" value={useConnectionId()} />;
}
