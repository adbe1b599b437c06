"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { ThreadsProps } from "./message-threads";

type Module = typeof import("./message-threads");

/**
 * Shows the server-rendered threads at once, loads the interactive ones after the page has
 * loaded and hands over to them (as the live boundary does): the first load stays light.
 */
export function MessagesBoundary({ children, ...props }: ThreadsProps & { children: ReactNode }) {
  const [loaded, setLoaded] = useState<Module | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("./message-threads").then((module) => {
      if (!cancelled) setLoaded(module);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!loaded) return children;
  const { MessageThreads } = loaded;
  return <MessageThreads {...props} />;
}
