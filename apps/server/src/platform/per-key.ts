/**
 * A value per key (a context, a database handle), made by `make` when first asked for and kept as long
 * as the key lives (a WeakMap: a context or database let go takes its values with it). What a process
 * keeps per context, such as the accounts its order batches wrote last, hangs off one of these.
 */
export function perKey<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const values = new WeakMap<Key, Value>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      values.set(key, value);
    }
    return value;
  };
}
