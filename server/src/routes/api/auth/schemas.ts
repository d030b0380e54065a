// Request and response schemas of the auth routes.
import { Type } from '@sinclair/typebox';
import { MIN_PASSWORD_LENGTH } from '../../../auth/passwords.js';

// E-mails are validated after trimming (auth/email.ts), so the schema only bounds the size.
export const Email = Type.String({ minLength: 1, maxLength: 320, description: 'E-mail address (trimmed and lower-cased)', examples: ['seller@example.com'] });
export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 });
export const FullName = Type.String({ maxLength: 200 });

export const CurrentUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  full_name: Type.String(),
  is_premium: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const SignUpBody = Type.Object({ email: Email, full_name: FullName, password: Password }, { additionalProperties: false });
export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
export const ProfileBody = Type.Object({ email: Email, full_name: FullName }, { additionalProperties: false });
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export const ChangePasswordBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 1024 }), new_password: Password },
  { additionalProperties: false },
);
export const ResetPasswordBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false });

/** Answered by sign-up and login: the session token (also set as a cookie) and the user. */
export const SessionResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  user: CurrentUser,
});

export const GoogleCallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});
