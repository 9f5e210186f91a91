import type { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  type AccountStatus,
  type CurrentUser,
  type DriverApprovalStatus,
  type Role,
  type changePasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../../shared/passwords.ts';
import { createSecureToken, hashToken } from '../../shared/secure-tokens.ts';
import type { Mailer } from '../mail/index.ts';
import { findUserByEmail, findUserById, updateUser, toCurrentUser } from '../users/index.ts';
import type { AccessTokens } from './access-token.ts';
import type { IssuedSession } from './auth-cookies.ts';
import {
  consumePasswordResetToken,
  consumeUserPasswordResetTokens,
  findRefreshToken,
  insertPasswordResetToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenRotated,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './auth.repository.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import { assertAccountInGoodStanding } from './account-standing.ts';
import type { AuthStateCache } from './auth-state-cache.ts';
import { inTransaction } from '../../db/after-commit.ts';

/** Who is calling, as `request.user` carries it on every authenticated request. */
export type AuthenticatedUser = {
  id: string;
  role: Role;
  status: AccountStatus;
  /** The driver's approval standing; null for riders and admins. */
  driverApprovalStatus: DriverApprovalStatus | null;
  /** The signed-in device (refresh-token family) this request belongs to. */
  sessionId: string;
};

/** The caller of a signed-in request: who acts, and the account as `GET /api/user/me` shows it (auth state). */
export type SignedInUser = AuthenticatedUser & { account: CurrentUser };

export type LoginData = z.output<typeof loginSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
export type ClientInfo = { ipAddress: string; userAgent: string | undefined };

export type AuthConfig = {
  /** Lifetime of a remembered session since its last use. */
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
};

/**
 * How long a just-rotated refresh token still earns an access token (but no new refresh token) instead of counting
 * as theft: two tabs of one browser refreshing at the same moment present the same cookie, and one of them loses
 * the rotation. A copy used later than this revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** A session without remember-me ends with the browser, and on the server after a day without use. */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const invalidCredentials = () => new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.loginFailure);
const refreshTokenInvalid = () =>
  new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, MESSAGES.refreshTokenInvalid);
const unauthenticated = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);

export function createAuthService(deps: {
  db: Database;
  accessTokens: AccessTokens;
  /** Where `authenticate` reads the session's and account's state (docs/decisions/019-auth-state-cache.md). */
  authStates: AuthStateCache;
  mailer: Mailer;
  config: AuthConfig;
}) {
  const { db, accessTokens, authStates, mailer, config } = deps;

  function sessionLifetimeMs(isPersistent: boolean): number {
    return isPersistent ? config.refreshTokenTtlDays * DAY_MS : SESSION_TTL_MS;
  }

  /** Starts a refresh-token family for a user who just proved who they are. */
  async function startSession(
    user: { id: string; role: Role },
    isPersistent: boolean,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const now = new Date();
    const refreshToken = createSecureToken();
    const lifetimeMs = sessionLifetimeMs(isPersistent);
    const session = await db.transaction(async (tx) => {
      const created = await insertSession(tx, {
        userId: user.id,
        isPersistent,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        ipAddress: client.ipAddress,
        createdAt: now,
        lastUsedAt: now,
      });
      await insertRefreshToken(tx, {
        sessionId: created.id,
        tokenHash: hashToken(refreshToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
      return created;
    });
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, sessionId: session.id });
    return { accessToken, refreshToken, isPersistent, lifetimeSeconds: lifetimeMs / 1000 };
  }

  return {
    /** POST /api/auth/login. The same 401 for an unknown email and a wrong password, in the same time. */
    login: async (
      input: LoginData,
      client: ClientInfo,
    ): Promise<{ user: CurrentUser; session: IssuedSession }> => {
      const user = await findUserByEmail(db, input.email);
      const isPasswordRight = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyNothing(input.password);
      if (!user || !isPasswordRight) throw invalidCredentials();
      // Only someone who knows the password learns that the account is blocked or suspended.
      assertAccountInGoodStanding({
        status: user.status,
        driverApprovalStatus: user.driver?.approvalStatus ?? null,
      });
      const session = await startSession(user, input.rememberMe === true, client);
      return { user: toCurrentUser(user), session };
    },

    /**
     * POST /api/auth/refresh-token: exchanges a refresh token for a new pair. A token used again after the grace
     * window (REFRESH_REUSE_GRACE_MS) means a copy is in someone else's hands: the whole family (the session) is
     * revoked, for the thief and the owner alike. Within it (two tabs refreshing at once) only an access token.
     */
    refresh: async (refreshToken: string | undefined): Promise<IssuedSession> => {
      if (!refreshToken) throw refreshTokenInvalid();
      const now = new Date();
      const found = await findRefreshToken(db, hashToken(refreshToken));
      if (!found) throw refreshTokenInvalid();
      // Before the session check, as in `authenticate`: a blocked or suspended account is told so.
      assertAccountInGoodStanding(found);
      if (found.session.revokedAt !== null) throw refreshTokenInvalid();
      const lifetimeSeconds = sessionLifetimeMs(found.session.isPersistent) / 1000;
      /** A fresh access token for this session; the browser keeps the refresh cookie it has (the newer one). */
      const accessOnly = async (): Promise<IssuedSession> => ({
        accessToken: await accessTokens.sign({
          userId: found.session.userId,
          role: found.role,
          sessionId: found.session.id,
        }),
        refreshToken: null,
        isPersistent: found.session.isPersistent,
        lifetimeSeconds,
      });
      if (found.rotatedAt !== null) {
        if (now.getTime() - found.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) return accessOnly();
        await revokeSession(db, found.session.id, 'refresh-token-reuse', now);
        throw refreshTokenInvalid();
      }
      if (found.expiresAt <= now) throw refreshTokenInvalid();

      const nextToken = createSecureToken();
      const { isPersistent } = found.session;
      const lifetimeMs = sessionLifetimeMs(isPersistent);
      const isRotated = await db.transaction(async (tx) => {
        // Guarded: of two concurrent refreshes with one token, one wins; the other gets only an access token.
        if (!(await markRefreshTokenRotated(tx, found.id, now))) return false;
        await insertRefreshToken(tx, {
          sessionId: found.session.id,
          tokenHash: hashToken(nextToken),
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        });
        await touchSession(tx, found.session.id, now);
        return true;
      });
      // Lost the race to a refresh with the same token an instant ago (another tab): inside the grace window.
      if (!isRotated) return accessOnly();
      const accessToken = await accessTokens.sign({
        userId: found.session.userId,
        role: found.role,
        sessionId: found.session.id,
      });
      return { accessToken, refreshToken: nextToken, isPersistent, lifetimeSeconds: lifetimeMs / 1000 };
    },

    /**
     * POST /api/auth/logout: ends the session named by the refresh cookie or by the access token (even an
     * expired one). Never fails: signing out of nothing is still signed out.
     */
    logout: async (tokens: { refreshToken?: string | undefined; accessToken?: string | undefined }) => {
      const now = new Date();
      if (tokens.refreshToken) {
        const found = await findRefreshToken(db, hashToken(tokens.refreshToken));
        if (found) await revokeSession(db, found.session.id, 'logout', now);
      }
      if (tokens.accessToken) {
        const claims = accessTokens.readIgnoringExpiry(tokens.accessToken);
        if (claims) await revokeSession(db, claims.sessionId, 'logout', now);
      }
    },

    /**
     * Every authenticated request: a valid access token, a session that still stands, and an account in good
     * standing (from the auth state cache, which every change of them empties in every process before the change
     * answers, so blocking takes effect on the next request).
     */
    authenticate: async (accessToken: string | undefined): Promise<SignedInUser> => {
      if (!accessToken) throw unauthenticated();
      const claims = accessTokens.verify(accessToken);
      const state = await authStates.find(claims.userId, claims.sessionId);
      if (!state) throw unauthenticated();
      // Before the session check: a session ended by a block still learns why (the apps show the account's status).
      assertAccountInGoodStanding(state);
      if (!state.isSessionActive) throw unauthenticated();
      return {
        id: state.userId,
        role: state.role,
        status: state.status,
        driverApprovalStatus: state.driverApprovalStatus,
        sessionId: claims.sessionId,
        account: state.account,
      };
    },

    /** POST /api/auth/change-password: keeps this device signed in and signs out every other one. */
    changePassword: async (actor: AuthenticatedUser, input: ChangePasswordData): Promise<void> => {
      const user = await findUserById(db, actor.id);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGES.currentPasswordIncorrect, [
          { path: 'currentPassword', message: MESSAGES.currentPasswordIncorrect },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = new Date();
      await inTransaction(db, async (tx) => {
        await updateUser(tx, user.id, { passwordHash }, now);
        await revokeUserSessions(tx, user.id, 'password-changed', now, actor.sessionId);
        await consumeUserPasswordResetTokens(tx, user.id, now);
      });
    },

    /**
     * POST /api/auth/forgot-password: mails a single-use link to `{siteUrl}/reset-password?token=...` when the
     * account exists. Returns at once: the lookup, the token and the e-mail happen in the background (the mailer's
     * `idle()` waits for them), so the caller answers the same, and in the same time, whether or not the account
     * exists. A failure goes to `onFailure`.
     */
    requestPasswordReset: (email: string, siteUrl: string, onFailure: (error: unknown) => void): void => {
      mailer.sendInBackground(async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return null;
        const now = new Date();
        const token = createSecureToken();
        await insertPasswordResetToken(db, {
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.passwordResetTtlMinutes * 60_000),
        });
        const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
        return passwordResetEmail({
          to: user.email,
          name: user.name,
          link,
          ttlMinutes: config.passwordResetTtlMinutes,
        });
      }, onFailure);
    },

    /** POST /api/auth/reset-password: one use per link; every session of the account ends. */
    resetPassword: async (input: ResetPasswordData): Promise<void> => {
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const isReset = await inTransaction(db, async (tx) => {
        const userId = await consumePasswordResetToken(tx, hashToken(input.token), now);
        if (userId === undefined) return false;
        await updateUser(tx, userId, { passwordHash }, now);
        await consumeUserPasswordResetTokens(tx, userId, now);
        await revokeUserSessions(tx, userId, 'password-reset', now);
        return true;
      });
      if (!isReset) {
        throw new AppError(400, ERROR_CODES.INVALID_RESET_TOKEN, MESSAGES.invalidResetToken, [
          { path: 'token', message: MESSAGES.invalidResetToken },
        ]);
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
