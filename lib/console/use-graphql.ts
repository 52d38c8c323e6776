"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { TypedDocumentString } from "@/graphql/generated/client/graphql";
import type { AppError } from "@/lib/base/errors";
import { executeGraphQL } from "./graphql-client";

export interface QueryResult<TResult> {
  /** The latest answer; kept while a refetch or a change of variables is loading, so lists never flash empty. */
  data: TResult | undefined;
  error: AppError | undefined;
  loading: boolean;
  refetch(): Promise<void>;
}

/**
 * Runs a query when the component mounts and whenever its variables change (compared as JSON). `pollMs` refreshes
 * it in the background, e.g. live counters, for as long as `pollWhile` (if given) holds for the latest answer, e.g.
 * while a certification is running; `skip` waits until inputs exist.
 */
export function useQuery<TResult, TVariables>(
  operation: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: { pollMs?: number; pollWhile?: (data: TResult) => boolean; skip?: boolean } = {},
): QueryResult<TResult> {
  const [data, setData] = useState<TResult>();
  const [error, setError] = useState<AppError>();
  // Loading is derived, not set: the variables of the last settled answer differ from the current ones, or a
  // refetch asked for by the user is under way.
  const [settledKey, setSettledKey] = useState<string>();
  const [refetching, setRefetching] = useState(false);
  const variablesKey = JSON.stringify(variables ?? {});
  const latest = useRef(0);

  const run = useCallback(() => {
    const request = ++latest.current;
    // Only the newest request may write: an older answer arriving late must not replace a newer one.
    return executeGraphQL(operation, JSON.parse(variablesKey) as TVariables).then(
      (result) => {
        if (request !== latest.current) return;
        setData(result);
        setError(undefined);
        setSettledKey(variablesKey);
      },
      (caught: AppError) => {
        if (request !== latest.current) return;
        setError(caught);
        setSettledKey(variablesKey);
      },
    );
  }, [operation, variablesKey]);

  useEffect(() => {
    if (options.skip) {
      // Whatever is still in flight must not write once the query is switched off.
      latest.current++;
      return;
    }
    void run();
  }, [run, options.skip]);

  const keepPolling =
    Boolean(options.pollMs) && !options.skip && (data === undefined || !options.pollWhile || options.pollWhile(data));
  useEffect(() => {
    if (!keepPolling) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") void run();
    }, options.pollMs);
    return () => clearInterval(timer);
  }, [run, keepPolling, options.pollMs]);

  const refetch = useCallback(async () => {
    setRefetching(true);
    try {
      await run();
    } finally {
      setRefetching(false);
    }
  }, [run]);
  const loading = !options.skip && (settledKey !== variablesKey || refetching);
  return { data, error, loading, refetch };
}

export interface Mutation<TResult, TVariables> {
  /** Resolves with the answer or throws the AppError; `busy` is true meanwhile. */
  mutate(variables: TVariables): Promise<TResult>;
  busy: boolean;
}

export function useMutation<TResult, TVariables>(
  operation: TypedDocumentString<TResult, TVariables>,
): Mutation<TResult, TVariables> {
  const [pending, setPending] = useState(0);
  const mutate = useCallback(
    async (variables: TVariables) => {
      setPending((count) => count + 1);
      try {
        return await executeGraphQL(operation, variables);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [operation],
  );
  return { mutate, busy: pending > 0 };
}
