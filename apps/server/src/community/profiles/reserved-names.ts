/** Names nobody may take: they would pass for the staff or the product. */
const RESERVED = new Set([
  'admin',
  'administrator',
  'havn',
  'moderator',
  'mod',
  'support',
  'staff',
  'system',
  'root',
]);

export function isReservedUsername(username: string): boolean {
  const plain = username.toLowerCase().replace(/[\s.+-]+/g, '');
  return RESERVED.has(plain) || plain.startsWith('havn');
}
