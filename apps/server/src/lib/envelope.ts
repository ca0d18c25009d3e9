/** Wraps a successful answer in the product API's envelope. */
export function ok<T>(data: T, message = 'OK') {
  return { status: 'success' as const, data, message };
}
