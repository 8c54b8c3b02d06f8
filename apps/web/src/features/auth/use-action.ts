import { useCallback, useRef, useState } from 'react';

interface ActionState<V, R> {
  status: 'idle' | 'pending' | 'error' | 'success';
  variables: V | undefined;
  data: R | undefined;
  error: unknown;
}

const idle = { status: 'idle', variables: undefined, data: undefined, error: null } as const;

/**
 * One asynchronous action with its pending, error and success states: what the login page used
 * TanStack Query's useMutation for, without loading TanStack Query before sign-in (issue 18). Only the
 * latest call's answer counts, as with a mutation; `reset` forgets it.
 */
export function useAction<V, R>(run: (variables: V) => Promise<R>) {
  const [state, setState] = useState<ActionState<V, R>>(idle);
  const latest = useRef(0);
  const mutate = useCallback(
    (variables: V, options?: { onSuccess?: (data: R) => void }) => {
      const call = ++latest.current;
      setState({ status: 'pending', variables, data: undefined, error: null });
      run(variables).then(
        (data) => {
          if (call !== latest.current) return;
          setState({ status: 'success', variables, data, error: null });
          options?.onSuccess?.(data);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState({ status: 'error', variables, data: undefined, error });
        },
      );
    },
    [run],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);
  return {
    mutate,
    reset,
    variables: state.variables,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
