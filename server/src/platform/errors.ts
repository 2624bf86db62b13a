/** A failure the caller should see: becomes the §8 envelope with this code and message. */
export class AppError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 428 | 429 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = '用户未登录或登录已过期，请重新登录') => new AppError(401, message);
export const forbidden = (message = '没有权限执行该操作') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);

/** The §8 envelope. */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ success: true, code: 200, message: '操作成功', data });
export const failure = (code: number, message: string): Envelope<null> => ({
  success: false,
  code,
  message,
  data: null,
});
