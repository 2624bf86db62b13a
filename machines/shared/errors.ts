/** A readable message from an actor's rejection reason; spec §8's fallback text when there is none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '网络异常';
}

/** The envelope code of an actor's rejection reason (the API layer's ApiError carries one), if any. */
export function errorCode(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number')
    return error.code;
  return undefined;
}

/** The code the server answers when a login needs a solved image check first (428 Precondition Required). */
export const IMAGE_CHECK_REQUIRED_CODE = 428;
