import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: a calculator asks once the customer pauses typing. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
