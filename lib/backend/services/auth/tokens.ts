// Signed JWTs (HS256, jose). Lifetime 15 minutes, never past the session's absolute end
// (`sexp`); the BFF refreshes every 5.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ZTokenPayload, type TTokenPayload } from '../../../domain/auth';
import { ApiError } from '../../errors';
import { clock } from '../../../domain/clock';

export const TOKEN_LIFETIME_SECONDS = 15 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  payload: Omit<TTokenPayload, 'iat' | 'exp'>,
  secret: string,
  now = Math.floor(clock.nowMs() / 1000),
): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(Math.min(now + TOKEN_LIFETIME_SECONDS, payload.sexp))
    .sign(key(secret));
}

export async function verifyToken(token: string, secret: string): Promise<TTokenPayload> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: clock.now() });
    const parsed = ZTokenPayload.safeParse(payload);
    if (!parsed.success) throw new ApiError('TOKEN_INVALID', 'The token is not valid');
    return parsed.data;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new ApiError('TOKEN_EXPIRED', 'The token has expired');
    throw new ApiError('TOKEN_INVALID', 'The token is not valid');
  }
}
